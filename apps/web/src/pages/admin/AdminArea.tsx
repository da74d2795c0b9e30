import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAdminAccess } from '../../api/admin-access';
import { ApiError } from '../../api/http';
import { RequireSignedIn } from '../../components/account/guards';
import { AdminLoading } from './AdminLoading';
import { NotAllowedPage } from './not-allowed/NotAllowedPage';
import { ChallengesAdminPage } from './challenges/ChallengesAdminPage';
import { ChallengeEditPage } from './challenges/ChallengeEditPage';
import { AnnouncementsAdminPage } from './announcements/AnnouncementsAdminPage';
import { CategoriesAdminPage } from './categories/CategoriesAdminPage';
import { SponsorsAdminPage } from './sponsors/SponsorsAdminPage';
import { SponsorAdminPage } from './sponsors/SponsorAdminPage';
import { PlayersAdminPage } from './players/PlayersAdminPage';
import { PlayerAdminPage } from './players/PlayerAdminPage';
import { GroupsAdminPage } from './groups/GroupsAdminPage';
import { GroupAdminPage } from './groups/GroupAdminPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { QuestionReportsAdminPage } from './question-reports/QuestionReportsAdminPage';
import styles from './Admin.module.css';

// The reports screen pulls in the chart library: a chunk of its own, fetched when it is opened.
const ReportsPage = lazy(() => import('./reports/ReportsPage'));

const SECTIONS = [
  { to: 'challenges', key: 'admin.nav.challenges' },
  { to: 'announcements', key: 'admin.nav.announcements' },
  { to: 'categories', key: 'admin.nav.categories' },
  { to: 'sponsors', key: 'admin.nav.sponsors' },
  { to: 'players', key: 'admin.nav.players' },
  { to: 'groups', key: 'admin.nav.groups' },
  { to: 'audit', key: 'admin.nav.audit' },
  { to: 'reports', key: 'admin.nav.reports' },
  { to: 'question-reports', key: 'admin.nav.questionReports' },
] as const;

/** Admins see the area; other players a "not allowed" page and nothing of it. */
function RequireAdmin() {
  const access = useAdminAccess();
  if (access.isPending) return <AdminLoading />;
  if (access.isError) {
    return access.error instanceof ApiError && access.error.status === 403 ? (
      <NotAllowedPage />
    ) : (
      <AdminProblem onRetry={() => void access.refetch()} />
    );
  }
  return access.data ? <Outlet /> : <NotAllowedPage />;
}

function AdminProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.card}>
      <p>{t('admin.loadFailed')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}

function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.area}>
      <nav className={styles.nav} aria-label={t('admin.nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={`/admin/${section.to}`}>{t(section.key)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<AdminLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** /admin/* — the site-admin area (issue 6), loaded only when an admin opens it. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<RequireSignedIn />}>
        <Route element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to="/admin/challenges" replace />} />
            <Route path="challenges" element={<ChallengesAdminPage />} />
            <Route path="challenges/new" element={<ChallengeEditPage />} />
            <Route path="challenges/:id" element={<ChallengeEditPage />} />
            <Route path="announcements" element={<AnnouncementsAdminPage />} />
            <Route path="categories" element={<CategoriesAdminPage />} />
            <Route path="sponsors" element={<SponsorsAdminPage />} />
            <Route path="sponsors/:id" element={<SponsorAdminPage />} />
            <Route path="players" element={<PlayersAdminPage />} />
            <Route path="players/:id" element={<PlayerAdminPage />} />
            <Route path="groups" element={<GroupsAdminPage />} />
            <Route path="groups/:id" element={<GroupAdminPage />} />
            <Route path="audit" element={<AuditLogPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="question-reports" element={<QuestionReportsAdminPage />} />
            <Route path="*" element={<Navigate to="/admin/challenges" replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
