import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from './button';
import { Field, type FieldProps } from './field';

/** The caller owns the text, as money pages do. */
function Controlled(props: Omit<FieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <Field {...rest} value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}

function PasswordField(props: { error?: string }) {
  const [value, setValue] = useState('12345');
  const [shown, setShown] = useState(false);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <Field
        label="Withdrawal password"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        inputMode="numeric"
        hint="6 digits"
        error={props.error}
        trailing={
          <IconButton label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? '🙈' : '👁'}
          </IconButton>
        }
      />
    </div>
  );
}

const meta = {
  title: 'UI/Field',
  component: Controlled,
  args: { label: 'Account name', autoComplete: 'cc-name' },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, label only. */
export const Default: Story = {};

/** With a hint under the input. */
export const WithHint: Story = { args: { hint: 'As printed on your bank card', initial: 'Juan Dela Cruz' } };

/** An error under the field; the typed text stays. */
export const WithError: Story = {
  args: { hint: 'As printed on your bank card', error: 'Real name format incorrect', initial: 'Juan 123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('Juan 123');
  },
};

/** Read-only state while a step is sending. */
export const Disabled: Story = { args: { disabled: true, initial: 'Juan Dela Cruz' } };

/** A password with a show/hide button at the end. */
export const Password: Story = {
  render: () => <PasswordField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Withdrawal password' })).toHaveValue('12345');
  },
};

/** A password with its error. */
export const PasswordWithError: Story = { render: () => <PasswordField error="Enter the withdraw password" /> };
