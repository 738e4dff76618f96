import { FundPasswordForm } from './fund-password-form';

export interface SetFundPasswordFormProps {
  /** The fund password is saved (the security profile is being refreshed). */
  onDone(): void;
  onCancel?(): void;
}

/**
 * Sets a first fund password: new password and its confirmation, sent encrypted. Reused by the withdraw page when a
 * withdrawal fails with `not.exists.payment.password`; `onDone` takes the person back there.
 */
export function SetFundPasswordForm({ onDone, onCancel }: SetFundPasswordFormProps) {
  return <FundPasswordForm mode="set" onDone={onDone} onCancel={onCancel} />;
}
