import { Route, Routes } from 'react-router';
import { useAppFlag } from './state/app-flags';
import { config } from './config';
import { Shell } from './components/shell/Shell';
import { AppFlagPage } from './components/error-page/AppFlagPage';
import { HomeRedirect } from './pages/home/HomeRedirect';
import { ExternalRedirect } from './pages/home/ExternalRedirect';
import { GamePage } from './pages/game/GamePage';
import { CategoriesPage } from './pages/categories/CategoriesPage';
import { LevelsPage } from './pages/levels/LevelsPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

export function App() {
  const flag = useAppFlag();
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
          <Route path="/about" element={<ExternalRedirect to={config.links.about} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </Shell>
  );
}
