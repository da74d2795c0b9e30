import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { adminApi } from '../../../api/admin';
import { formatNumber } from '../../../i18n';
import { SearchPage } from '../shared/SearchPage';
import styles from '../Admin.module.css';

/** /admin/groups — search groups by name (the query lives in the URL, so Back works). */
export function GroupsAdminPage() {
  const { t } = useTranslation();
  return (
    <SearchPage
      name="groups"
      cacheKey="groups"
      title={t('admin.groups.title')}
      searchLabel={t('admin.groups.search')}
      emptyText={t('admin.groups.empty')}
      search={(params) => adminApi.groups(params)}
      columns={[
        { label: t('admin.groups.fields.name') },
        { label: t('admin.groups.fields.members'), numeric: true },
        { label: t('admin.groups.fields.rice'), numeric: true },
      ]}
      row={(group) => (
        <>
          <th scope="row">
            <Link to={`/admin/groups/${encodeURIComponent(group.id)}`}>{group.name}</Link>
          </th>
          <td className={styles.number}>{formatNumber(group.members)}</td>
          <td className={styles.number}>{formatNumber(group.rice)}</td>
        </>
      )}
    />
  );
}
