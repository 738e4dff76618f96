import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AnnouncementGate } from '@/features/announcements';
import { Footer, Header, NavBar, RightBar } from '@/features/layout';
import { useMember } from '@/lib/member';
import { useMerchant } from '@/merchant';
import { NavigationEffects } from './navigation-effects';
import './app.css';

// Its own chunk, fetched only for brands that put the sign-in form in the header.
const HeaderLoginForm = lazy(() => import('@/features/auth/entries/header-login-form'));
// Its own chunk, fetched only for signed-in agents: opens the contract popup when offers wait (SPEC "contract popup").
const ContractGate = lazy(() => import('@/features/agent/entries/contract-gate'));
// Its own chunk, fetched only once someone signs in: the responsible-gaming reality check.
const RealityCheckGate = lazy(() => import('@/features/responsible-gaming/entries/reality-check-gate'));

/** The shell around every screen: skip link, header, nav bar, the screen in `<main id="main">`, footer, right bar. */
export function ShellLayout() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { role } = useMember();
  const loginForm = merchant.header.loginForm ? (
    <Suspense fallback={null}>
      <HeaderLoginForm />
    </Suspense>
  ) : undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <NavigationEffects />
      <Header loginForm={loginForm} />
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RightBar />
      <AnnouncementGate />
      {role === 'agent' ? (
        <Suspense fallback={null}>
          <ContractGate />
        </Suspense>
      ) : null}
      {role === 'anonymous' ? null : (
        <Suspense fallback={null}>
          <RealityCheckGate />
        </Suspense>
      )}
    </>
  );
}
