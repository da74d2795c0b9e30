import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_RULES } from '@ricebowl/contract';
import { groupKeys, groupsApi } from '../../api/groups';
import { AccountCard, formStyles } from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { GroupAvatarPicker } from '../../components/groups/GroupAvatarPicker';
import { FormServerMessage, GroupSubmitButton, GroupTextField } from '../../components/groups/GroupForm';
import { track } from '../../lib/analytics';
import styles from '../../components/groups/Groups.module.css';

/**
 * /group-create — make a group (SPEC §2 Create group, §5 name ≥ 3): a name, an optional picture;
 * the button stays disabled while the name is empty; success opens the new group.
 */
export function CreateGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const serverMessageId = useId();
  const [avatar, setAvatar] = useState('');
  const form = useForm({
    initial: { name: '' },
    rules: FORM_RULES.group,
    labels: { name: t('groups.fields.name') },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const uuid = await groupsApi.create({ name: name.trim(), avatar });
      track({ event: 'new_group_created' });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void navigate(`/group/${encodeURIComponent(uuid)}`);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <AccountCard title={t('groups.createPage.title')}>
      <p className={formStyles.text}>{t('groups.createPage.intro')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <GroupTextField
          form={form}
          name="name"
          label={t('groups.createPage.nameLabel')}
          hint={t('groups.nameHint')}
          serverMessageId={serverMessageId}
        />
        <GroupAvatarPicker value={avatar} onChange={setAvatar} />
        <GroupSubmitButton disabled={form.values.name.trim() === ''} busy={form.submitting}>
          {t('groups.createPage.submit')}
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
