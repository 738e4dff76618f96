import { LoginPopup, type LoginPopupProps } from '../components/LoginPopup';

/**
 * The unregistered-IP verification (popup name `loginVerification`): the sign-in flow opened at its verification
 * step, with `{ challenge, values, method }` as props.
 */
export default function LoginVerificationPopupEntry(props: LoginPopupProps) {
  return <LoginPopup {...props} />;
}
