import { NeedTrueAccountPopup } from '../components/NeedTrueAccountPopup';

/** The real-account-needed dialog (popup name `needTrueAccount`). */
export default function NeedTrueAccountPopupEntry(props: { onClose(): void }) {
  return <NeedTrueAccountPopup {...props} />;
}
