import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from './i18n/use-translation';
import { useAppFlag } from './state/app-flags';
import { endSession } from './state/session';
import { onUnauthorized } from './api/http';
import { config } from './config';
import { Shell } from './components/shell/Shell';
import { APP_FLAG_KEYS, AppFlagPage } from './components/error-page/AppFlagPage';
import { useRouteTitle } from './components/shell/use-route-title';
import { RequireReverification, RequireSignedIn, RequireSignedOut } from './components/account/guards';
import { HomeRedirect } from './pages/home/HomeRedirect';
import { ExternalRedirect } from './pages/home/ExternalRedirect';
import { GamePage } from './pages/game/GamePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { RequireSignedInForGroups } from './components/groups/RequireSignedInForGroups';
import { lazyScreen } from './i18n/lazy-screen';

// Issue 8: the game is the first screen almost every visit opens, so only it (with the redirects,
// the route guards and the not-found page, which the game shows too) is in the initial bundle.
// Every other screen is React.lazy, one chunk per route, loaded on its first visit with the rest of
// the catalogue (the initial bundle carries only the first screen's keys).
const CategoriesPage = lazyScreen(() =>
  import('./pages/categories/CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
);
const LevelsPage = lazyScreen(() => import('./pages/levels/LevelsPage').then((m) => ({ default: m.LevelsPage })));
const GroupsPage = lazyScreen(() => import('./pages/groups/GroupsPage').then((m) => ({ default: m.GroupsPage })));
const GroupPage = lazyScreen(() => import('./pages/group/GroupPage').then((m) => ({ default: m.GroupPage })));
const JoinGroupPage = lazyScreen(() =>
  import('./pages/group-join/JoinGroupPage').then((m) => ({ default: m.JoinGroupPage })),
);
const CreateGroupPage = lazyScreen(() =>
  import('./pages/group-create/CreateGroupPage').then((m) => ({ default: m.CreateGroupPage })),
);
const LeftGroupPage = lazyScreen(() =>
  import('./pages/group-leave/LeftGroupPage').then((m) => ({ default: m.LeftGroupPage })),
);
const HighScoresPage = lazyScreen(() =>
  import('./pages/high-scores/HighScoresPage').then((m) => ({ default: m.HighScoresPage })),
);
const ChallengesPage = lazyScreen(() =>
  import('./pages/challenges/ChallengesPage').then((m) => ({ default: m.ChallengesPage })),
);
const ChallengePage = lazyScreen(() =>
  import('./pages/challenge/ChallengePage').then((m) => ({ default: m.ChallengePage })),
);
const ChallengeProgressPage = lazyScreen(() =>
  import('./pages/challenge-progress/ChallengeProgressPage').then((m) => ({ default: m.ChallengeProgressPage })),
);
const SignInPage = lazyScreen(() => import('./pages/account/SignInPage').then((m) => ({ default: m.SignInPage })));
const RegisterPage = lazyScreen(() =>
  import('./pages/account/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const RegisterSuccessPage = lazyScreen(() =>
  import('./pages/account/RegisterPage').then((m) => ({ default: m.RegisterSuccessPage })),
);
const OneTimeLoginPage = lazyScreen(() =>
  import('./pages/account/OneTimeLoginPage').then((m) => ({ default: m.OneTimeLoginPage })),
);
const RecoverPage = lazyScreen(() => import('./pages/account/RecoverPage').then((m) => ({ default: m.RecoverPage })));
const ResendVerificationPage = lazyScreen(() =>
  import('./pages/account/ResendVerificationPage').then((m) => ({ default: m.ResendVerificationPage })),
);
const ProfilePage = lazyScreen(() => import('./pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const EditProfilePage = lazyScreen(() =>
  import('./pages/profile/EditProfilePage').then((m) => ({ default: m.EditProfilePage })),
);
const DeleteAccountPage = lazyScreen(() =>
  import('./pages/profile/DeleteAccountPage').then((m) => ({ default: m.DeleteAccountPage })),
);
const CreditsPage = lazyScreen(() => import('./pages/credits/CreditsPage').then((m) => ({ default: m.CreditsPage })));
// The admin area is its own chunks: players never download it (issue 6).
const AdminArea = lazyScreen(() => import('./pages/admin/AdminArea'));

/**
 * SPEC §8: a 401 from any call, or a 403 from a user or group list call, ends the session and
 * sends the player to /profile-login — wherever they were.
 */
function useSessionExpiry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        endSession();
        queryClient.removeQueries({ queryKey: ['user-stats'] });
        void navigate('/profile-login', { replace: true });
      }),
    [navigate, queryClient],
  );
}

export function App() {
  const flag = useAppFlag();
  const { t } = useTranslation();
  useSessionExpiry();
  useRouteTitle(flag ? t(`${APP_FLAG_KEYS[flag]}.title`) : null);
  return (
    <Shell>
      {flag ? (
        <AppFlagPage flag={flag} />
      ) : (
        <Routes>
          <Route path="/" element={<HomeRedirect />} />
          <Route path="/categories/:category" element={<GamePage />} />
          <Route path="/categories" element={<CategoriesPage />} />
          <Route path="/levels" element={<LevelsPage />} />
          <Route path="/groups" element={<GroupsPage />} />
          <Route path="/high-scores" element={<HighScoresPage />} />
          <Route path="/challenges" element={<ChallengesPage />} />
          <Route path="/challenge/:id" element={<ChallengePage />} />
          <Route path="/challenge-progress/:id" element={<ChallengeProgressPage />} />
          {/* Group routes (route table): signed-out players are sent to /groups. */}
          <Route element={<RequireSignedInForGroups />}>
            <Route path="/group/:id" element={<GroupPage />} />
            <Route path="/group-join" element={<JoinGroupPage />} />
            <Route path="/group-create" element={<CreateGroupPage />} />
            <Route path="/group-leave/:id" element={<LeftGroupPage />} />
          </Route>
          <Route path="/credits" element={<CreditsPage />} />
          <Route path="/credits/:category" element={<CreditsPage />} />
          <Route path="/about" element={<ExternalRedirect to={config.links.about} />} />
          {/* Accounts (route table): signed-out only, signed-in only, or a pending verification. */}
          <Route element={<RequireSignedOut />}>
            <Route path="/profile-login" element={<SignInPage />} />
            <Route path="/profile-onetime-login/:hash" element={<OneTimeLoginPage />} />
            <Route path="/profile-register" element={<RegisterPage />} />
            <Route path="/profile-login-recover" element={<RecoverPage />} />
          </Route>
          <Route element={<RequireSignedIn />}>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile-register-success" element={<RegisterSuccessPage />} />
            <Route path="/profile-edit" element={<EditProfilePage />} />
            <Route path="/profile-delete" element={<DeleteAccountPage />} />
          </Route>
          <Route element={<RequireReverification />}>
            <Route path="/profile-resend-verification" element={<ResendVerificationPage />} />
          </Route>
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </Shell>
  );
}
