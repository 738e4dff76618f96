import { RegisterPopup, type RegisterPopupProps } from '../components/RegisterPopup';

/** The register popup (popup name `register`; the /register route passes `query` with referralCode). */
export default function RegisterPopupEntry(props: RegisterPopupProps) {
  return <RegisterPopup {...props} />;
}
