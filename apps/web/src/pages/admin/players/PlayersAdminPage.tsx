import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi } from '../../../api/admin';
import { formatNumber } from '../../../i18n';
import { SearchPage } from '../shared/SearchPage';
import { PlayerBadges } from './PlayerBadges';
import styles from '../Admin.module.css';

/** /admin/players — search players by name or e-mail (the query lives in the URL, so Back works). */
export function PlayersAdminPage() {
  const { t } = useTranslation();
  return (
    <SearchPage
      name="players"
      cacheKey="users"
      title={t('admin.players.title')}
      searchLabel={t('admin.players.search')}
      emptyText={t('admin.players.empty')}
      search={(params) => adminApi.users(params)}
      columns={[
        { label: t('admin.players.fields.username') },
        { label: t('admin.players.fields.email') },
        { label: t('admin.players.fields.rice'), numeric: true },
        { label: t('admin.players.fields.state') },
      ]}
      row={(player) => (
        <>
          <th scope="row">
            <Link to={`/admin/players/${encodeURIComponent(player.id)}`}>{player.username}</Link>
          </th>
          <td>{player.email}</td>
          <td className={styles.number}>{formatNumber(player.rice)}</td>
          <td>
            <PlayerBadges player={player} />
          </td>
        </>
      )}
    />
  );
}
