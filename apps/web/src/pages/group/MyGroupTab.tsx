import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_RULES } from '@ricebowl/contract';
import { groupKeys, groupsApi, useGroupStats, useOwnMembership, type Group } from '../../api/groups';
import { formStyles } from '../../components/form/Form';
import { useForm } from '../../components/form/use-form';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { GroupAvatarPicker } from '../../components/groups/GroupAvatarPicker';
import { FormServerMessage, GroupSubmitButton, GroupTextField, SuccessStatus } from '../../components/groups/GroupForm';
import { selectableAvatar } from '../../components/groups/avatar';
import { padTwo } from '../../components/groups/format';
import { formatNumber } from '../../i18n';
import { track } from '../../lib/analytics';
import type { SessionUser } from '../../state/session';
import { useConfirmedAction, type ConfirmedAction } from './use-confirmed-action';
import styles from '../../components/groups/Groups.module.css';

interface Props {
  group: Group;
  viewer: SessionUser;
  isOwner: boolean;
}

/**
 * The my-group tab (SPEC §2 Group page): the group's grains and overall rank (engine), the viewer's
 * contribution and rank in the group, the owners' edit form, the code, how others join, Leave.
 */
export function MyGroupTab({ group, viewer, isOwner }: Props) {
  return (
    <>
      <GroupFigures group={group} viewer={viewer} />
      {isOwner ? <EditGroup group={group} viewer={viewer} /> : null}
      <GroupCode group={group} viewer={viewer} isOwner={isOwner} />
      <LeaveGroup group={group} viewer={viewer} />
    </>
  );
}

function GroupFigures({ group, viewer }: { group: Group; viewer: SessionUser }) {
  const { t } = useTranslation();
  const stats = useGroupStats(group.uuid, true);
  const own = useOwnMembership(viewer.uuid, group.uuid, true);
  // The engine has the freshest standing; the accounts answer carries the same figures meanwhile.
  const rice = stats.data?.rice ?? group.rice;
  const rank = stats.data?.rank ?? group.rank;
  const contribution = own.data?.rice ?? group.user_rice;
  const total = group.total_members;
  const yourRank = own.data?.rank ?? null;

  return (
    <section className={styles.card} aria-labelledby="group-figures">
      <h2 id="group-figures" className="visually-hidden">
        {t('groups.group.figures.title')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('groups.group.figures.grains')}</dt>
          <dd data-testid="group-grains">{formatNumber(rice)}</dd>
        </div>
        <div>
          <dt>{t('groups.group.figures.rank')}</dt>
          <dd data-testid="group-rank">
            {rank === null ? t('groups.group.figures.unranked') : t('groups.rankValue', { rank: formatNumber(rank) })}
          </dd>
        </div>
        <div>
          <dt>{t('groups.group.figures.contribution')}</dt>
          <dd data-testid="group-contribution">{formatNumber(contribution)}</dd>
        </div>
        <div>
          <dt>{t('groups.group.figures.yourRank')}</dt>
          <dd data-testid="group-your-rank">
            {yourRank === null ? (
              t('groups.group.figures.unranked')
            ) : (
              <span
                aria-label={t('groups.group.figures.yourRankLabel', {
                  rank: formatNumber(yourRank),
                  total: formatNumber(total),
                })}
              >
                {t('groups.group.figures.yourRankValue', { rank: padTwo(yourRank), total: padTwo(total) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Owners rename the group and change its picture (SPEC §6); 'Group updated successfully'. */
function EditGroup({ group, viewer }: { group: Group; viewer: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverMessageId = useId();
  const [avatar, setAvatar] = useState(() => selectableAvatar(group.avatar));
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initial: { name: group.name },
    rules: FORM_RULES.group,
    labels: { name: t('groups.fields.name') },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setSaved(false);
    try {
      const updated = await groupsApi.update(group.uuid, { name: name.trim(), avatar });
      queryClient.setQueryData(groupKeys.group(viewer.uuid, group.uuid), updated);
      void queryClient.invalidateQueries({ queryKey: groupKeys.mine(viewer.uuid) });
      setSaved(true);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <section className={styles.card} aria-labelledby="group-edit">
      <h2 id="group-edit" className={styles.sectionTitle}>
        {t('groups.group.edit.title')}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <GroupTextField
          form={form}
          name="name"
          label={t('groups.createPage.nameLabel')}
          hint={t('groups.nameHint')}
          serverMessageId={serverMessageId}
        />
        <GroupAvatarPicker
          value={avatar}
          onChange={(next) => {
            setAvatar(next);
            setSaved(false);
          }}
        />
        <GroupSubmitButton disabled={form.values.name.trim() === ''} busy={form.submitting}>
          {t('groups.group.edit.submit')}
        </GroupSubmitButton>
        <FormServerMessage id={serverMessageId} message={form.serverMessage} />
        <SuccessStatus message={saved ? t('groups.group.edit.updated') : null} />
      </form>
    </section>
  );
}

/** The join code for everyone; owners may replace it, confirming with the current one (SPEC §6). */
function GroupCode({ group, viewer, isOwner }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refreshed, setRefreshed] = useState(false);
  const refresh = useConfirmedAction(async () => {
    setRefreshed(false);
    const code = await groupsApi.refreshCode(group.uuid, group.code);
    queryClient.setQueryData<Group>(groupKeys.group(viewer.uuid, group.uuid), (current) =>
      current ? { ...current, code } : current,
    );
    setRefreshed(true);
  });

  return (
    <section className={styles.card} aria-labelledby="group-code">
      <h2 id="group-code" className={styles.sectionTitle}>
        {t('groups.group.code.title')}
      </h2>
      <p className={styles.code} data-testid="group-code">
        {group.code}
      </p>
      <h3 className={styles.subTitle}>{t('groups.group.instructions.title')}</h3>
      <ol className={styles.text}>
        <li>{t('groups.group.instructions.step1')}</li>
        <li>{t('groups.group.instructions.step2')}</li>
        <li>{t('groups.group.instructions.step3', { code: group.code })}</li>
      </ol>
      {isOwner ? (
        <div className={styles.actions}>
          <ConfirmFirstButton action={refresh} className={styles.secondaryButton}>
            {t('groups.group.code.refresh')}
          </ConfirmFirstButton>
        </div>
      ) : null}
      <FormServerMessage id={refresh.messageId} message={refresh.failure} />
      <SuccessStatus message={refreshed ? t('groups.group.code.refreshed') : null} />
      {refresh.confirming ? (
        <ConfirmDialog
          title={t('groups.group.code.confirmTitle')}
          confirmLabel={t('groups.group.code.confirm')}
          onConfirm={() => void refresh.run()}
          onCancel={refresh.cancel}
        >
          <p>{t('groups.group.code.confirmBody', { code: group.code })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Leave, after a confirmation; the leave screen shows the group's name and code (SPEC §2, §4). */
function LeaveGroup({ group, viewer }: { group: Group; viewer: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useConfirmedAction(
    async () => {
      const left = await groupsApi.leave(group.uuid);
      track({ event: 'group_left' });
      void navigate(`/group-leave/${encodeURIComponent(group.uuid)}`, {
        state: { name: left.name, code: left.code },
      });
      // The group is no longer the player's to read; their group list changed.
      queryClient.removeQueries({ queryKey: groupKeys.group(viewer.uuid, group.uuid) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.mine(viewer.uuid) });
    },
    { busyAfterSuccess: true },
  );

  return (
    <section className={styles.card} aria-labelledby="group-leave">
      <h2 id="group-leave" className={styles.sectionTitle}>
        {t('groups.group.leave.title')}
      </h2>
      <p className={styles.muted}>{t('groups.group.leave.body')}</p>
      <div className={styles.actions}>
        <ConfirmFirstButton action={leave} className={styles.dangerButton}>
          {t('groups.group.leave.button')}
        </ConfirmFirstButton>
      </div>
      <FormServerMessage id={leave.messageId} message={leave.failure} />
      {leave.confirming ? (
        <ConfirmDialog
          title={t('groups.group.leave.confirmTitle', { group: group.name })}
          confirmLabel={t('groups.group.leave.confirm')}
          danger
          onConfirm={() => void leave.run()}
          onCancel={leave.cancel}
        >
          <p>{t('groups.group.leave.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** The button that opens an action's confirmation; it points at the action's failure message. */
function ConfirmFirstButton({
  action,
  className,
  children,
}: {
  action: ConfirmedAction;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-disabled={action.busy || undefined}
      aria-describedby={action.failure ? action.messageId : undefined}
      onClick={action.ask}
    >
      {children}
    </button>
  );
}
