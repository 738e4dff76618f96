import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';

vi.mock('@/lib/reload', () => ({ reloadPage: vi.fn<() => void>() }));

const { reloadPage } = await import('@/lib/reload');
const { i18n, initI18n, setLanguage } = await import('@/i18n');
const { MaintenancePage, RegionBlockedPage, DomainErrorPage } = await import('@/features/system-status');

const cs = 'https://cs.example.test/chat';
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeAll(async () => {
  await initI18n('EN');
});

describe.each([
  ['EN', { refresh: 'Refresh', retry: 'Retry', cs: 'Customer service' }],
  ['TY', { refresh: 'I-refresh', retry: 'Subukang muli', cs: 'Serbisyo sa customer' }],
] as const)('status pages in %s', (language, text) => {
  beforeAll(async () => {
    await setLanguage(language);
  });

  it('MaintenancePage shows the maintenance notice, a refresh button and customer service', async () => {
    const user = userEvent.setup();
    wrap(<MaintenancePage customerServiceUrl={cs} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('game_maintenance'));
    expect(screen.getByText(i18n.t('info_maintenance'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.cs })).toHaveAttribute('href', cs);
    await user.click(screen.getByRole('button', { name: text.refresh }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('RegionBlockedPage shows why, the visitor IP and customer service', () => {
    wrap(<RegionBlockedPage ip="203.0.113.7" customerServiceUrl={cs} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('blockip'));
    expect(screen.getByText(i18n.t('info_ip_block'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('access_not_allowed'))).toBeInTheDocument();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.cs })).toHaveAttribute('href', cs);
  });

  it('DomainErrorPage says to contact customer service and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn<() => void>();
    wrap(<DomainErrorPage customerServiceUrl={cs} onRetry={onRetry} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(i18n.t('domain_error_text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.cs })).toHaveAttribute('href', cs);
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('DomainErrorPage for a platform out of reach says to check the connection and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn<() => void>();
    wrap(<DomainErrorPage customerServiceUrl={cs} onRetry={onRetry} unreachable />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('unreachable_title'));
    expect(screen.getByText(i18n.t('network_link_abnormal'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('unreachable_text'))).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('domain_error_text'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.cs })).toHaveAttribute('href', cs);
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('status page texts', () => {
  it('are real Tagalog, not the English text', async () => {
    await setLanguage('TY');
    const ty = ['game_maintenance', 'info_maintenance', 'blockip', 'info_ip_block', 'domain_error_text', 'unreachable_title', 'unreachable_text'].map((k) =>
      i18n.t(k),
    );
    await setLanguage('EN');
    const en = ['game_maintenance', 'info_maintenance', 'blockip', 'info_ip_block', 'domain_error_text', 'unreachable_title', 'unreachable_text'].map((k) =>
      i18n.t(k),
    );
    ty.forEach((text, i) => expect(text).not.toBe(en[i]));
  });
});
