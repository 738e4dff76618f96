import axe from 'axe-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNav, Header, NavBarView } from '@/features/layout';
import { Footer } from '@/features/layout/components/Footer';
import { RightBar } from '@/features/layout/components/RightBar';
import { liveVendors, sandboxLikeLanes } from '@/features/layout/fixtures';
import { defaultBrand, renderLayout } from './render';

/** axe over the rendered parts; colour contrast needs a real browser (the Storybook stories check it). */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('Layout accessibility', () => {
  it('has no axe violations in the header, an open nav drop-down, the footer and the right bar', async () => {
    const user = userEvent.setup();
    const lanes = sandboxLikeLanes.map((l) => (l.title === 'LIVE' ? { ...l, cards: liveVendors(12) } : l));
    const items = buildNav(lanes, defaultBrand(), { referralPromo: true });
    const { container } = await renderLayout(
      <>
        <Header />
        <NavBarView items={items} vendorCap={11} />
        <main>
          <h1>Page</h1>
        </main>
        <Footer />
        <RightBar />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Live Casino vendors' }));
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violations for a member in Tagalog', async () => {
    const { container } = await renderLayout(<Header />, {
      language: 'TY',
      member: { id: 1, account: 'member01', type: 0 },
    });
    expect(await violations(container)).toEqual([]);
  });
});
