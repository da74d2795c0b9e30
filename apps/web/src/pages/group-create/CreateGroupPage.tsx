import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FORM_RULES } from '@ricebowl/contract';
import { groupsApi } from '../../api/groups';
import { useForm } from '../../components/form/use-form';
import { GroupAvatarPicker } from '../../components/groups/GroupAvatarPicker';
import { GroupEntryCard, GroupTextField, useOpenEnteredGroup } from '../../components/groups/GroupForm';
import { track } from '../../lib/analytics';

/**
 * /group-create — make a group (SPEC §2 Create group, §5 name ≥ 3): a name, an optional picture;
 * the button stays disabled while the name is empty; success opens the new group.
 */
export function CreateGroupPage() {
  const { t } = useTranslation();
  const openGroup = useOpenEnteredGroup();
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
      await openGroup(uuid);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <GroupEntryCard
      title={t('groups.createPage.title')}
      intro={t('groups.createPage.intro')}
      submitLabel={t('groups.createPage.submit')}
      canSubmit={form.values.name.trim() !== ''}
      busy={form.submitting}
      serverMessage={form.serverMessage}
      onSubmit={submit}
      fields={(serverMessageId) => (
        <>
          <GroupTextField
            form={form}
            name="name"
            label={t('groups.createPage.nameLabel')}
            hint={t('groups.nameHint')}
            serverMessageId={serverMessageId}
          />
          <GroupAvatarPicker value={avatar} onChange={setAvatar} />
        </>
      )}
    />
  );
}
