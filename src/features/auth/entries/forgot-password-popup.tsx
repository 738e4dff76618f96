import { ForgotPasswordPopup } from '../components/ForgotPasswordPopup';

/** Forgot password (popup name `forgotPassword`). */
export default function ForgotPasswordPopupEntry(props: { onClose(): void }) {
  return <ForgotPasswordPopup {...props} />;
}
