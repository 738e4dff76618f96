import { LicencesPage } from '../components/licences-page';

/** /licences: the brand's licences (its own chunk). */
export default function LicencesPageEntry() {
  return <LicencesPage />;
}
