import { SecurityCentre } from '../security/components/security-centre';

/** Security centre (member page `securityCenter`): profile, completeness, passwords, bindings and language. */
export default function SecurityCenterPage() {
  return <SecurityCentre />;
}
