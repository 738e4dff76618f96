import { ChangePasswordPopup, type ChangePasswordPopupProps } from '../components/ChangePasswordPopup';

/** Change password (popup name `changePassword`; `{ forced: true }` from the login flow). */
export default function ChangePasswordPopupEntry(props: ChangePasswordPopupProps) {
  return <ChangePasswordPopup {...props} />;
}
