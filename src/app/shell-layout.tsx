import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AnnouncementGate } from '@/features/announcements';
import { Footer, Header, NavBar, RightBar } from '@/features/layout';
import { NavigationEffects } from './navigation-effects';
import './app.css';

/** The shell around every screen: skip link, header, nav bar, the screen in `<main id="main">`, footer, right bar. */
export function ShellLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <NavigationEffects />
      <Header />
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RightBar />
      <AnnouncementGate />
    </>
  );
}
