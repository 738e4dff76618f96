import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderLoginForm } from './HeaderLoginForm';
import { withAuthFrame } from './story-frame';

/** The form sits on the header's colour, as in the site. */
const onHeader: Decorator = (Story) => (
  <div style={{ background: 'var(--color-header)', color: 'var(--color-on-header)', padding: 12 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Auth/Header sign-in form',
  component: HeaderLoginForm,
  decorators: [onHeader, withAuthFrame],
  globals: { brand: 'goldenlotus' },
} satisfies Meta<typeof HeaderLoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;
const page = () => within(document.body);

async function fill(username: string, password: string) {
  const form = page().getByRole('form', { name: 'Sign in' });
  if (username) await userEvent.type(within(form).getByLabelText('Username'), username);
  if (password) await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

async function solveSlider() {
  const slider = await page().findByRole('slider', { name: /security check/i });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  slider.focus();
  for (let i = 0; i < 100 && slider.getAttribute('aria-disabled') !== 'true'; i += 1) await userEvent.keyboard('{ArrowRight}');
}

/** A visitor's header: username, password and Sign in. */
export const Empty: Story = {};

/** Submitted empty: the message under each field. */
export const EmptySubmit: Story = {
  play: async () => {
    await fill('', '');
    await expect(page().getByLabelText('Username')).toHaveAccessibleDescription('Input cannot be empty');
  },
};

/** Submitted: the slider check opens over the page. */
export const SliderCheck: Story = {
  play: async () => {
    await fill('member01', 'Passw0rd!');
    await expect(await page().findByRole('dialog', { name: 'Confirm you are not a robot' })).toBeVisible();
  },
};

/** A wrong password: in_incorrect_password, and the captcha the server now asks for. */
export const IncorrectPassword: Story = {
  play: async () => {
    await fill('member01', 'not-the-password');
    await solveSlider();
    await expect(await page().findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await expect(await page().findByLabelText('Captcha')).toBeVisible();
  },
};
