import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/i18n';
import { ConfirmStep, type ConfirmStepProps } from '@/ui/confirm-step';

beforeAll(async () => {
  await initI18n('EN');
});

const rows = [
  { label: 'Amount', value: '₱1,500.00' },
  { label: 'Bank account', value: 'BDO •••• 4321' },
];

function renderStep(props: Partial<ConfirmStepProps> = {}) {
  const onConfirm = vi.fn<() => void>();
  const onBack = vi.fn<() => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ConfirmStep
        heading="Confirm withdrawal"
        rows={rows}
        consentLabel="I confirm the details are correct"
        onConfirm={onConfirm}
        onBack={onBack}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onConfirm, onBack, ...view };
}

/** Sends like a money machine: busy while out, then a refusal brings the step back. */
function SendingHarness({ onConfirm }: { onConfirm: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfirmStep
        heading="Confirm transfer"
        rows={rows}
        consentLabel="I agree"
        busy={busy}
        error={error}
        onConfirm={() => {
          onConfirm();
          setBusy(true);
          setError(null);
        }}
        onBack={() => {}}
      />
      <button
        type="button"
        onClick={() => {
          setBusy(false);
          setError('Insufficient balance');
        }}
      >
        Platform refuses
      </button>
    </I18nextProvider>
  );
}

describe('ConfirmStep', () => {
  it('shows the heading and each detail as a term and its value', () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm withdrawal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Confirm withdrawal' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Amount', 'Bank account']);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual(['₱1,500.00', 'BDO •••• 4321']);
  });

  it('shows each warning as a note', () => {
    renderStep({ warnings: ['A withdrawal cannot be cancelled.', 'The bank may take up to 24 hours.'] });
    expect(screen.getAllByRole('note').map((el) => el.textContent)).toEqual([
      'A withdrawal cannot be cancelled.',
      'The bank may take up to 24 hours.',
    ]);
  });

  it('keeps Confirm disabled until the consent box is ticked', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderStep();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the details are correct' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms once on a double click', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderStep();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the details are correct' }));
    await user.dblClick(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms once for two clicks in the same frame, before any re-render', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderStep();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the details are correct' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables Confirm and Back and shows a spinner while busy', () => {
    renderStep({ busy: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Submitting…');
  });

  it('may confirm again after the platform refused and the step is back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<() => void>();
    render(<SendingHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Platform refuses' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('goes back with the Back button', async () => {
    const user = userEvent.setup();
    const { onBack, onConfirm } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
