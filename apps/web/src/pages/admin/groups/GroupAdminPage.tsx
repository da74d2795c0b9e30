import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi, type AdminGroup } from '../../../api/admin';
import { accountsErrorOf } from '../../../api/accounts';
import { useForm } from '../../../components/form/use-form';
import { ErrorSummary, ServerMessage, SubmitButton, SuccessMessage, TextField } from '../../../components/form/Form';
import { ConfirmDialog } from '../../../components/groups/ConfirmDialog';
import { formatNumber } from '../../../i18n';
import { QueryState } from '../shared/QueryState';
import { AdminTable } from '../shared/AdminTable';
import styles from '../Admin.module.css';

/** /admin/groups/:id — one group: its members, a new name, or its removal. */
export function GroupAdminPage() {
  const { id } = useParams();
  const group = useQuery({ queryKey: ['admin', 'group', id], queryFn: () => adminApi.group(id!) });
  return <QueryState query={group}>{(data) => <Group group={data} />}</QueryState>;
}

function Group({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="admin-group-title">
      <h1 id="admin-group-title" className={styles.title}>
        {group.name}
      </h1>
      <Link to="/admin/groups">{t('admin.groups.back')}</Link>
      <div className={styles.card}>
        <dl className={styles.details}>
          <dt>{t('admin.groups.fields.members')}</dt>
          <dd>{formatNumber(group.members)}</dd>
          <dt>{t('admin.groups.fields.rice')}</dt>
          <dd>{formatNumber(group.rice)}</dd>
          {group.description ? (
            <>
              <dt>{t('admin.groups.fields.description')}</dt>
              <dd>{group.description}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <RenameGroup group={group} />
      <GroupMembers group={group} />
      <RemoveGroup group={group} />
    </section>
  );
}

function RenameGroup({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [renamed, setRenamed] = useState(false);
  const labels = { name: t('admin.groups.fields.name') };
  const form = useForm<'name'>({ initial: { name: group.name }, rules: { name: 'required' }, labels });
  const handleRename = form.handleSubmit(async (values) => {
    setRenamed(false);
    try {
      const saved = await adminApi.renameGroup(group.id, { name: values.name.trim() });
      queryClient.setQueryData(['admin', 'group', group.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'groups'] });
      setRenamed(true);
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <form className={`${styles.form} ${styles.card}`} onSubmit={handleRename} noValidate aria-labelledby="rename-title">
      <h2 id="rename-title" className={styles.sectionTitle}>
        {t('admin.groups.rename')}
      </h2>
      <ErrorSummary form={form} />
      <TextField form={form} name="name" label={labels.name} required />
      <ServerMessage message={form.serverMessage} />
      {renamed ? <SuccessMessage>{t('admin.groups.renamed')}</SuccessMessage> : null}
      <SubmitButton busy={form.submitting}>{t('admin.groups.rename')}</SubmitButton>
    </form>
  );
}

function GroupMembers({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="admin-group-members">
      <h2 id="admin-group-members" className={styles.sectionTitle}>
        {t('admin.groups.members')}
      </h2>
      {group.member_list.length === 0 ? (
        <p className={styles.muted}>{t('admin.groups.noMembers')}</p>
      ) : (
        <AdminTable
          label={t('admin.groups.members')}
          caption={false}
          columns={[
            { label: t('admin.players.fields.username') },
            { label: t('admin.groups.role') },
            { label: t('admin.groups.contribution'), numeric: true },
          ]}
        >
          {group.member_list.map((member) => (
            <tr key={member.user_id}>
              <th scope="row">
                <Link to={`/admin/players/${encodeURIComponent(member.user_id)}`}>{member.username}</Link>
              </th>
              <td>{member.is_owner ? t('admin.groups.owner') : t('admin.groups.member')}</td>
              <td className={styles.number}>{formatNumber(member.rice)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** Removes the group after a confirmation, then goes back to the groups search. */
function RemoveGroup({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => adminApi.removeGroup(group.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'groups'] });
      void navigate('/admin/groups', { replace: true });
    },
    onError: (error) => setRemoveError(accountsErrorOf(error)?.message ?? t('forms.failed')),
  });

  return (
    <>
      <section className={styles.card} aria-labelledby="admin-group-remove">
        <h2 id="admin-group-remove" className={styles.sectionTitle}>
          {t('admin.groups.remove')}
        </h2>
        <p className={styles.muted}>{t('admin.groups.removeHint')}</p>
        <ServerMessage message={removeError} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.dangerButton}
            disabled={remove.isPending}
            onClick={() => {
              setRemoveError(null);
              setConfirming(true);
            }}
          >
            {t('admin.groups.remove')}
          </button>
        </div>
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t('admin.groups.removeTitle')}
          confirmLabel={t('admin.groups.remove')}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
        >
          <p>{t('admin.groups.removeBody', { name: group.name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
