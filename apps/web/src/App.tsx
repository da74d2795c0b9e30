import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAppFlag } from './state/app-flags';
import { endSession } from './state/session';
import { onUnauthorized } from './api/http';
import { config } from './config';
import { Shell } from './components/shell/Shell';
import { AppFlagPage } from './components/error-page/AppFlagPage';
import { RequireReverification, RequireSignedIn, RequireSignedOut } from './components/account/guards';
import { HomeRedirect } from './pages/home/HomeRedirect';
import { ExternalRedirect } from './pages/home/ExternalRedirect';
import { GamePage } from './pages/game/GamePage';
import { CategoriesPage } from './pages/categories/CategoriesPage';
import { LevelsPage } from './pages/levels/LevelsPage';
import { RequireSignedInForGroups } from './components/groups/RequireSignedInForGroups';
import { GroupsPage } from './pages/groups/GroupsPage';
import { GroupPage } from './pages/group/GroupPage';
import { JoinGroupPage } from './pages/group-join/JoinGroupPage';
import { CreateGroupPage } from './pages/group-create/CreateGroupPage';
import { LeftGroupPage } from './pages/group-leave/LeftGroupPage';
import { HighScoresPage } from './pages/high-scores/HighScoresPage';
import { ChallengesPage } from './pages/challenges/ChallengesPage';
import { ChallengePage } from './pages/challenge/ChallengePage';
import { ChallengeProgressPage } from './pages/challenge-progress/ChallengeProgressPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { SignInPage } from './pages/account/SignInPage';
import { RegisterPage, RegisterSuccessPage } from './pages/account/RegisterPage';
import { OneTimeLoginPage } from './pages/account/OneTimeLoginPage';
import { RecoverPage } from './pages/account/RecoverPage';
import { ResendVerificationPage } from './pages/account/ResendVerificationPage';
import { ProfilePage } from './pages/profile/ProfilePage';
import { EditProfilePage } from './pages/profile/EditProfilePage';
import { DeleteAccountPage } from './pages/profile/DeleteAccountPage';
import { AdminLoading } from './pages/admin/AdminLoading';

// The admin area is its own chunks: players never download it (issue 6).
const AdminArea = lazy(() => import('./pages/admin/AdminArea'));

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
  useSessionExpiry();
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
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={<AdminLoading />}>
                <AdminArea />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </Shell>
  );
}
