import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';

vi.mock('@/features/layout', () => ({
  Header: () => <header>site header</header>,
  NavBar: () => <nav aria-label="Games">nav</nav>,
  Footer: () => <footer>site footer</footer>,
  RightBar: () => <aside aria-label="Quick links">right bar</aside>,
}));

const { applyScenario, server } = await import('../../../sandbox/node');
const { BLOCKED_IP } = await import('../../../sandbox/scenarios');
const { configureApi, session } = await import('@/api');
const { initI18n } = await import('@/i18n');
const { allMerchants } = await import('@/merchant');
const { App } = await import('@/app/app');

const merchant = allMerchants()[0]!;

beforeAll(async () => {
  await initI18n('EN');
});

beforeEach(() => {
  configureApi({ merchantCode: merchant.code, language: 'EN', encryption: merchant.encryption });
  window.history.replaceState(null, '', '/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const start = (token: string | null = null) =>
  render(<App merchant={merchant} host={window.location.hostname} token={token} />);

describe('App', () => {
  it('draws the site for a visitor at once, while the status call is still unanswered', async () => {
    server.use(http.get('*/wps/system/status', () => delay('infinite')));
    start();
    expect(screen.getByRole('navigation', { name: 'Games' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: merchant.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it('with a login token, shows the neutral loading screen until the member is known', async () => {
    let asked = false;
    server.use(
      http.get('*/wps/member/info', () => {
        asked = true;
        return delay('infinite');
      }),
    );
    session.setToken('pending-token');
    start('pending-token');
    // The checks have passed and the member is being loaded: still the loading screen, no visitor header.
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('replaces the site with the maintenance page', async () => {
    applyScenario('maintenance');
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: merchant.name })).not.toBeInTheDocument();
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    applyScenario('region-blocked');
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(BLOCKED_IP.replace(/\./g, '\\.')))).toBeInTheDocument();
  });

  it('shows the domain error and opens the site after a successful retry', async () => {
    const user = userEvent.setup();
    applyScenario('domain-error');
    start();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: merchant.name })).toBeInTheDocument();
  });

  it('says the site cannot be reached when the platform does not answer, and opens it once it does', async () => {
    const user = userEvent.setup();
    applyScenario('api-offline');
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection to the site' })).toBeInTheDocument();
    expect(screen.queryByText('Please contact customer service for the correct address of the site.')).not.toBeInTheDocument();
    applyScenario('normal');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: merchant.name })).toBeInTheDocument();
  });

  it('checks again by itself when the device comes back online after no answer, and opens the site', async () => {
    applyScenario('api-offline');
    start();
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection to the site' })).toBeInTheDocument();
    applyScenario('normal');
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { level: 1, name: merchant.name })).toBeInTheDocument();
  });

  it('does not check again on its own for an address that is not the brand\'s', async () => {
    let domainCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/system/domainRoute') domainCalls += 1;
    };
    server.events.on('request:start', count);
    try {
      applyScenario('domain-error');
      start();
      expect(await screen.findByRole('heading', { level: 1, name: 'This address cannot be used' })).toBeInTheDocument();
      expect(domainCalls).toBe(1);
      window.dispatchEvent(new Event('online'));
      // Nothing to wait for but time: a check started by the event would have been sent within it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(domainCalls).toBe(1);
      expect(screen.getByRole('heading', { level: 1, name: 'This address cannot be used' })).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('keeps the domain error page, without the site, when a retry fails again', async () => {
    const user = userEvent.setup();
    let domainCalls = 0;
    server.use(
      http.get('*/wps/system/domainRoute', () => {
        domainCalls += 1;
        return Response.error();
      }),
    );
    start();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(domainCalls).toBe(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('drops a token the platform no longer accepts and continues as a visitor', async () => {
    session.setToken('revoked-token');
    start('revoked-token');
    expect(await screen.findByRole('heading', { level: 1, name: merchant.name })).toBeInTheDocument();
    expect(session.getToken()).toBeNull();
  });
});
