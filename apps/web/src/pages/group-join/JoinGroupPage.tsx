import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_RULES } from '@ricebowl/contract';
import { groupKeys, groupsApi } from '../../api/groups';
import { AccountCard, formStyles } from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { FormServerMessage, GroupSubmitButton, GroupTextField } from '../../components/groups/GroupForm';
import { track } from '../../lib/analytics';
import styles from '../../components/groups/Groups.module.css';

/**
 * /group-join — join a group with its code (SPEC §2 Join group, §5): the button stays disabled
 * while the code is empty; the server's message shows under the form; success opens the group.
 * A shared link may carry the code (`?code=`).
 */
export function JoinGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const serverMessageId = useId();
  const form = useForm({
    initial: { code: params.get('code') ?? '' },
    rules: FORM_RULES.joinGroup,
    labels: { code: t('groups.fields.code') },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const uuid = await groupsApi.join(code.trim());
      track({ event: 'group_joined' });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void navigate(`/group/${encodeURIComponent(uuid)}`);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <AccountCard title={t('groups.joinPage.title')}>
      <p className={formStyles.text}>{t('groups.joinPage.intro')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <GroupTextField
          form={form}
          name="code"
          label={t('groups.joinPage.codeLabel')}
          serverMessageId={serverMessageId}
          autoCapitalize="characters"
        />
        <GroupSubmitButton disabled={form.values.code.trim() === ''} busy={form.submitting}>
          {t('groups.joinPage.submit')}
        </GroupSubmitButton>
        <FormServerMessage id={serverMessageId} message={form.serverMessage} />
      </form>
      <p className={formStyles.links}>
        <Link to="/groups" className={styles.textLink}>
          {t('groups.back')}
        </Link>
      </p>
    </AccountCard>
  );
}
