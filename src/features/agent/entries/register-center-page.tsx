import { RegisterCenter } from '../register-center/register-center';

/** registerCenter: open account and referral links (lazy entry; the shell draws the menu and the h1). */
export default function RegisterCenterPage() {
  return <RegisterCenter />;
}
