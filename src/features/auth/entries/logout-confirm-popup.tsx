import { LogoutConfirmPopup } from '../components/LogoutConfirmPopup';

/** The sign-out confirmation (popup name `logoutConfirm`). */
export default function LogoutConfirmPopupEntry(props: { onClose(): void }) {
  return <LogoutConfirmPopup {...props} />;
}
