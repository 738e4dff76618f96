// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '@/api';
import { i18n, setLanguage } from '@/i18n';
import { useGameVendors } from '@/lib/game-vendors';
import { getMerchant, MerchantProvider } from '@/merchant';
import { server } from '../../../sandbox/node';

const merchant = getMerchant('luckystar')!;

function Lanes({ label }: { label: string }) {
  const { data } = useGameVendors();
  return <p aria-label={label}>{data ? data.map((lane) => lane.title).join(',') : 'loading'}</p>;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MerchantProvider merchant={merchant}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
      </I18nextProvider>
    </MerchantProvider>
  );
}

describe('useGameVendors', () => {
  beforeAll(async () => {
    configureApi({ merchantCode: merchant.code, language: 'EN', encryption: merchant.encryption });
    await setLanguage('EN');
  });

  it('gives the nav and a game page the same vendor menu from one call', async () => {
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('GCSGAME_newGameVendor')) calls.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      render(
        <Providers>
          <Lanes label="nav" />
          <Lanes label="game page" />
        </Providers>,
      );
      const nav = screen.getByLabelText('nav');
      await screen.findByText(/SPORTS/, { selector: '[aria-label="nav"]' });
      expect(nav.textContent).toContain('RNG');
      expect(screen.getByLabelText('game page')).toHaveTextContent(nav.textContent!);
      expect(calls).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
