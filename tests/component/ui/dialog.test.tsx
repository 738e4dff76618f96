import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/i18n';
import { Button, Dialog } from '@/ui';

beforeAll(async () => {
  await initI18n('EN');
});

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <Button onClick={() => setOpen(true)}>Open rules</Button>
      <Dialog
        open={open}
        title="Game rules"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Got it</Button>}
      >
        <label>
          Nickname <input />
        </label>
      </Dialog>
    </I18nextProvider>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Game rules' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus to the first control of its content when it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open rules' }));
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open rules' }));
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(gotIt).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(gotIt).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('makes the page behind it inert while open, and live again after', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open rules' });
    await user.click(opener);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open rules' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its translated close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open rules' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Game rules' })).not.toBeInTheDocument();
  });
});
