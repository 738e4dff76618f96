import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInFresh, withMemberFrame } from '../../member/story-support';
import FeedbackPopup from '../entries/feedback-popup';

const meta = {
  title: 'Help/Feedback',
  component: FeedbackPopup,
  decorators: [withMemberFrame],
  // A visitor unless a story names an account: visitors may send feedback too.
  beforeEach: signInFresh,
  args: { onClose: fn() },
} satisfies Meta<typeof FeedbackPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/** The empty form: question types, the platform's word limits and the word count. */
export const Empty: Story = {
  play: async () => {
    await expect(await body().findByText('Between 5 and 200 words')).toBeVisible();
    await expect(body().getByText('Words: 0')).toBeVisible();
  },
};

/** Submitted empty: the question type and the word limits asked for. */
export const Errors: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: 'Content' }), 'Too short.');
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('The content must be between 5 and 200 words.')).toBeVisible();
  },
};

/** A member's feedback with a picture, sent: SPEC's success text. */
export const Sent: Story = {
  parameters: { account: 'member01' },
  play: async () => {
    await userEvent.selectOptions(await body().findByRole('combobox', { name: 'Question type' }), 'Withdraw');
    await userEvent.type(body().getByRole('textbox', { name: 'Content' }), 'My withdrawal is still pending after an hour.');
    await userEvent.upload(body().getByLabelText('Pictures Choose images'), new File([PNG], 'pending.png', { type: 'image/png' }));
    await userEvent.click(body().getByRole('button', { name: 'Submit' }));
    await expect(await body().findByText('After receiving a response, we will contact you as soon as possible.')).toBeVisible();
  },
};

/** Golden Lotus, dark theme. */
export const GoldenLotusDark: Story = {
  globals: { brand: 'goldenlotus', theme: 'dark' },
  play: async () => {
    await expect(await body().findByText('Between 5 and 200 words')).toBeVisible();
  },
};

/** Lucky Star, dark theme. */
export const LuckyStarDark: Story = {
  globals: { brand: 'luckystar', theme: 'dark' },
  play: async () => {
    await expect(await body().findByText('Between 5 and 200 words')).toBeVisible();
  },
};

/** Tagalog. */
export const Tagalog: Story = {
  globals: { language: 'TY' },
  play: async () => {
    await expect(await body().findByText('Sa pagitan ng 5 at 200 na salita')).toBeVisible();
  },
};
