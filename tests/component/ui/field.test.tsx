import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '@/ui';
import { Field, type FieldProps } from '@/ui/field';

function PasswordHarness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  return (
    <Field
      label="Withdrawal password"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      hint="6 digits"
      error={error}
      trailing={
        <IconButton label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} onClick={() => setShown(!shown)}>
          👁
        </IconButton>
      }
    />
  );
}

function TextHarness(props: Partial<FieldProps>) {
  const [value, setValue] = useState('');
  return <Field label="Account name" value={value} onChange={(event) => setValue(event.target.value)} {...props} />;
}

describe('Field', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(<TextHarness hint="As on your bank card" />);
    const input = screen.getByRole('textbox', { name: 'Account name' });
    expect(input).toHaveAccessibleDescription('As on your bank card');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field, marks the input invalid and describes it by hint and error', () => {
    render(<TextHarness hint="As on your bank card" error="Enter the account name" />);
    const input = screen.getByRole('textbox', { name: 'Account name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your bank card Enter the account name');
    const error = screen.getByText('Enter the account name');
    // Under the field: after the input in document order.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps what was typed when an error shows', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PasswordHarness />);
    const input = screen.getByLabelText('Withdrawal password');
    await user.type(input, '12345');
    rerender(<PasswordHarness error="Enter 6 digits" />);
    expect(screen.getByLabelText('Withdrawal password')).toHaveValue('12345');
    expect(screen.getByLabelText('Withdrawal password')).toHaveAccessibleDescription('6 digits Enter 6 digits');
  });

  it('passes input props through, e.g. autocomplete and the input mode', () => {
    render(<TextHarness autoComplete="cc-name" inputMode="text" name="accountName" maxLength={40} />);
    const input = screen.getByRole('textbox', { name: 'Account name' });
    expect(input).toHaveAttribute('autocomplete', 'cc-name');
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAttribute('name', 'accountName');
    expect(input).toHaveAttribute('maxlength', '40');
  });

  it('keeps a describedby the caller gives alongside its own', () => {
    render(
      <>
        <p id="outside">Checked by the bank</p>
        <TextHarness hint="As on your bank card" aria-describedby="outside" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveAccessibleDescription(
      'Checked by the bank As on your bank card',
    );
  });

  it('draws a trailing button with its own accessible name, e.g. show/hide password', async () => {
    const user = userEvent.setup();
    render(<PasswordHarness />);
    const input = screen.getByLabelText('Withdrawal password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal password' })).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
