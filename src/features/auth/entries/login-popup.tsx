import { LoginPopup, type LoginPopupProps } from '../components/LoginPopup';

/** The sign-in popup (popup name `login`), loaded on first open. */
export default function LoginPopupEntry(props: LoginPopupProps) {
  return <LoginPopup {...props} />;
}
