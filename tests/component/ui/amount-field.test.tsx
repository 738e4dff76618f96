import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, setLanguage } from '@/i18n';
import { setMoneyDefaults } from '@/lib/format';
import { AmountField, validateAmount, type AmountFieldProps } from '@/ui/amount-field';

beforeAll(async () => {
  await initI18n('EN');
  await setLanguage('EN');
  setMoneyDefaults({ currency: 'PHP', locale: 'en-PH' });
});

const rules = { min: 10000, max: 5000000 };

function Harness(props: Partial<AmountFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <AmountField label="Withdrawal amount" value={value} onValueChange={setValue} rules={rules} {...rest} />
    </I18nextProvider>
  );
}

/** A form that checks the amount on submit with validateAmount and hands the key to the field. */
function SubmitHarness() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(validateAmount(value, rules));
        }}
      >
        <AmountField
          value={value}
          onValueChange={(text) => {
            setValue(text);
            setError(null);
          }}
          rules={rules}
          error={error}
        />
        <button type="submit">Withdraw</button>
      </form>
    </I18nextProvider>
  );
}

describe('AmountField', () => {
  it('is a decimal text input described by the min–max hint in the brand currency', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Withdrawal amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Min ₱100.00 – Max ₱50,000.00');
  });

  it('checks the amount when the person leaves the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Withdrawal amount' });
    await user.type(input, '50');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Min ₱100.00 – Max ₱50,000.00 The minimum amount is ₱100.00');
    expect(input).toHaveValue('50');
  });

  it('clears the error as soon as the amount is fixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Withdrawal amount' });
    await user.type(input, '60,000');
    await user.tab();
    expect(screen.getByText('The maximum amount is ₱50,000.00')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1,500.50');
    expect(screen.queryByText('The maximum amount is ₱50,000.00')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['1e3', 'Enter a valid amount using digits only'],
    ['-5', 'Enter a valid amount using digits only'],
    ['100.123', 'Use no more than 2 decimal places'],
  ])('explains why %j is refused', async (typed, message) => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Withdrawal amount' });
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveAccessibleDescription(`Min ₱100.00 – Max ₱50,000.00 ${message}`);
    expect(input).toHaveValue(typed);
  });

  it('asks for a whole amount when cents are not allowed', async () => {
    const user = userEvent.setup();
    render(<Harness rules={{ ...rules, allowDecimal: false }} />);
    await user.type(screen.getByRole('textbox', { name: 'Withdrawal amount' }), '150.50');
    await user.tab();
    expect(screen.getByText('Enter a whole amount without decimals')).toBeInTheDocument();
  });

  it('fills the input from a quick-amount button named by its amount', async () => {
    const user = userEvent.setup();
    render(<Harness quickAmounts={[50000, 100000]} />);
    const quick = screen.getByRole('button', { name: 'Amount ₱500.00' });
    expect(quick).toHaveAttribute('aria-pressed', 'false');
    await user.click(quick);
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('500');
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Amount ₱1,000.00' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toBeInTheDocument();
  });

  it('fills the most available with All: the balance when under the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness available={123456} />);
    await user.click(screen.getByRole('button', { name: 'All (₱1,234.56)' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('1234.56');
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).not.toHaveAttribute('aria-invalid');
  });

  it('fills the maximum with All when the balance is above it', async () => {
    const user = userEvent.setup();
    render(<Harness available={9000000} />);
    await user.click(screen.getByRole('button', { name: 'All (₱50,000.00)' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('50000');
  });

  it('says at once why All cannot be sent when the balance is under the minimum', async () => {
    const user = userEvent.setup();
    render(<Harness available={5000} />);
    await user.click(screen.getByRole('button', { name: 'All (₱50.00)' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('50');
    expect(screen.getByText('The minimum amount is ₱100.00')).toBeInTheDocument();
  });

  it("shows the caller's error from submit, with the bounds filled in", async () => {
    const user = userEvent.setup();
    render(<SubmitHarness />);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Min ₱100.00 – Max ₱50,000.00 Enter an amount');
    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(input).toHaveAccessibleDescription('Min ₱100.00 – Max ₱50,000.00 The minimum amount is ₱100.00');
    expect(input).toHaveValue('20');
  });

  it('speaks Tagalog when the language is TY', async () => {
    await setLanguage('TY');
    try {
      render(<Harness label={undefined} quickAmounts={[50000]} />);
      expect(screen.getByRole('textbox', { name: 'Halaga' })).toHaveAccessibleDescription(
        'Pinakamababa ₱100.00 – Pinakamataas ₱50,000.00',
      );
      expect(screen.getByRole('button', { name: 'Halaga ₱500.00' })).toBeInTheDocument();
    } finally {
      await setLanguage('EN');
    }
  });
});
