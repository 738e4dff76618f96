import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resendVerificationCode } from '@/features/auth/api/login';
import { VerificationStep } from '@/features/auth/components/VerificationStep';
import { lastSms, resetStore } from '../../../sandbox/store';
import { renderAuth } from './render';

beforeEach(() => resetStore());

const mobile = { kind: 'mobile' as const, target: '917****580' };
const noop = () => {};

describe('VerificationStep', () => {
  it('offers a new code once the wait is over', async () => {
    const send = vi.fn<() => void>();
    const { user } = await renderAuth(
      <VerificationStep challenge={mobile} error={null} busy={false} onVerify={noop} onBack={noop} resend={{ send, remaining: 0, sending: false }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(send).toHaveBeenCalledOnce();
  });

  it('counts the wait down on the resend button', async () => {
    await renderAuth(
      <VerificationStep challenge={mobile} error={null} busy={false} onVerify={noop} onBack={noop} resend={{ send: noop, remaining: 42, sending: false }} />,
    );
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  });

  it('has no resend for an answer the member already knows', async () => {
    await renderAuth(
      <VerificationStep challenge={{ kind: 'email', target: null }} error={null} busy={false} onVerify={noop} onBack={noop} resend={{ send: noop, remaining: 0, sending: false }} />,
    );
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });
});

describe('resendVerificationCode', () => {
  it('has the platform send a new code to the bound number', async () => {
    await renderAuth(<p>frame</p>);
    await expect(resendVerificationCode({ username: 'newip01', password: 'Passw0rd!', type: 'username' })).resolves.toEqual({});
    const first = lastSms('9171234580');
    await resendVerificationCode({ username: 'newip01', password: 'Passw0rd!', type: 'username' });
    const second = lastSms('9171234580');
    expect(second?.issuedAt).toBeGreaterThanOrEqual(first!.issuedAt);
    expect(second).not.toBe(first);
  });

  it('fails with the server message for wrong credentials', async () => {
    await renderAuth(<p>frame</p>);
    await expect(resendVerificationCode({ username: 'newip01', password: 'wrong', type: 'username' })).rejects.toMatchObject({ message: 'in_incorrect_password' });
  });
});
