import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterPopup } from './RegisterPopup';
import { withAuthFrame } from './story-frame';

const meta = {
  title: 'Auth/Register popup',
  component: RegisterPopup,
  decorators: [withAuthFrame],
  args: { onClose: fn() },
} satisfies Meta<typeof RegisterPopup>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

/** Username register with the default brand's rules (captcha, invitation code, agreement). */
export const Username: Story = {};

/** Username and mobile register (MOBILENUMREG3) with sms verification (REGMOBVERF3). */
export const BothMethods: Story = { globals: { brand: 'goldenlotus' } };

/** The mobile tab. */
export const MobileTab: Story = {
  globals: { brand: 'goldenlotus' },
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'Mobile number' }));
    await expect(await page().findByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

/** Invitation code from the address, shown in its input. */
export const WithInvitationCode: Story = { args: { query: { affiliateCode: 'AFF10005', referralCode: 'REF2025' } } };

/** Submitting an empty form: the first error under each input. */
export const EmptySubmit: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Register' }));
    await expect((await page().findAllByText(/cannot be empty|characters|agree/i)).length).toBeGreaterThan(0);
  },
};

/** Tagalog texts in the dark theme. */
export const TagalogDark: Story = { globals: { language: 'TY', theme: 'dark' } };
