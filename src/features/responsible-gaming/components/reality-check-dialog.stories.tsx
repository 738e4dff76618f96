import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forceError } from '../../../../sandbox/store';
import { memberPageFrame, signInFresh } from '../../member/story-support';
import { RealityCheckDialog } from './reality-check-dialog';

const now = Date.now();
const page = () => within(document.body);

const meta = {
  title: 'Responsible gaming/Reality check',
  component: RealityCheckDialog,
  decorators: memberPageFrame('Reality check', 720),
  beforeEach: signInFresh,
  // member01 has bets in the last 75 minutes of its seeded history.
  args: { since: now - 75 * 60_000, now, onContinue: fn(), onViewHistory: fn(), onSignOut: fn() },
  parameters: { account: 'member01', route: '/' },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The check after 1 h 15 min: times, this session's bets and profit or loss, and the three answers. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('1 h 15 min')).toBeVisible();
    await expect(await within(dialog).findByText('Profit or loss this session')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** The session's bets fail to load: the times stay, with Retry. */
export const FiguresError: Story = {
  beforeEach: () => forceError('GET /wps/relay/MCSFE_getPersonalProfitLoss', { code: 'unknown_error' }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Reality check' });
    await expect(await within(dialog).findByText('Your bets for this session could not be loaded.')).toBeVisible();
  },
};

/** Golden Lotus, dark theme, in Tagalog. */
export const TagalogDarkGoldenLotus: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'goldenlotus' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByRole('button', { name: 'Magpatuloy sa paglalaro' })).toBeVisible();
  },
};

/** Lucky Star, dark theme, in Tagalog. */
export const TagalogDarkLuckyStar: Story = {
  globals: { language: 'TY', theme: 'dark', brand: 'luckystar' },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Reality check' })).toBeVisible();
  },
};
