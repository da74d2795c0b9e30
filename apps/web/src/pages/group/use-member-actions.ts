import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { groupKeys, groupsApi, type Group } from '../../api/groups';
import type { SessionUser } from '../../state/session';

/** What an owner asked to do to whom, waiting for their confirmation. */
export interface PendingMemberAction {
  action: 'promote' | 'kick';
  member: string;
  name: string;
}

/**
 * An owner's promote and kick (SPEC §4): the action waiting for confirmation, running it, and the
 * success or failure line it leaves; either way the member list is fetched again (SPEC §7).
 */
export function useMemberActions(group: Group, viewer: SessionUser) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async ({ action, member, name }: PendingMemberAction) => {
    setPending(null);
    setSuccess(null);
    setFailure(null);
    try {
      if (action === 'promote') await groupsApi.promote(group.uuid, member);
      else await groupsApi.kick(group.uuid, member);
      if (action === 'kick' && member === viewer.uuid) {
        // An owner who removed themselves is no longer a member: back to their groups.
        queryClient.removeQueries({ queryKey: groupKeys.group(viewer.uuid, group.uuid) });
        void queryClient.invalidateQueries({ queryKey: groupKeys.mine(viewer.uuid) });
        void navigate('/groups');
        return;
      }
      setSuccess(t(action === 'promote' ? 'groups.members.promoted' : 'groups.members.kicked', { user: name }));
    } catch {
      setFailure(
        t(action === 'promote' ? 'groups.members.promoteFailed' : 'groups.members.kickFailed', {
          user: name,
          group: group.name,
        }),
      );
    }
    // SPEC §7: after promote or kick the member list cache is invalidated (and the owners with it).
    void queryClient.invalidateQueries({ queryKey: groupKeys.members(viewer.uuid, group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.group(viewer.uuid, group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.stats(group.uuid) });
    void queryClient.invalidateQueries({ queryKey: groupKeys.member(viewer.uuid, group.uuid) });
  };

  return { pending, setPending, success, failure, run };
}
