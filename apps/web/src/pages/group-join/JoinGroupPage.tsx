import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FORM_RULES } from '@ricebowl/contract';
import { groupsApi } from '../../api/groups';
import { useForm } from '../../components/form/use-form';
import { GroupEntryCard, GroupTextField, useOpenEnteredGroup } from '../../components/groups/GroupForm';
import { track } from '../../lib/analytics';

/**
 * /group-join — join a group with its code (SPEC §2 Join group, §5): the button stays disabled
 * while the code is empty; the server's message shows under the form; success opens the group.
 * A shared link may carry the code (`?code=`).
 */
export function JoinGroupPage() {
  const { t } = useTranslation();
  const openGroup = useOpenEnteredGroup();
  const [params] = useSearchParams();
  const form = useForm({
    initial: { code: params.get('code') ?? '' },
    rules: FORM_RULES.joinGroup,
    labels: { code: t('groups.fields.code') },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const uuid = await groupsApi.join(code.trim());
      track({ event: 'group_joined' });
      await openGroup(uuid);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <GroupEntryCard
      title={t('groups.joinPage.title')}
      intro={t('groups.joinPage.intro')}
      submitLabel={t('groups.joinPage.submit')}
      canSubmit={form.values.code.trim() !== ''}
      busy={form.submitting}
      serverMessage={form.serverMessage}
      onSubmit={submit}
      fields={(serverMessageId) => (
        <GroupTextField
          form={form}
          name="code"
          label={t('groups.joinPage.codeLabel')}
          serverMessageId={serverMessageId}
          autoCapitalize="characters"
        />
      )}
    />
  );
}
