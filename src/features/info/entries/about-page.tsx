import { AboutPage } from '../components/about-page';

/** /about: about us (its own chunk). */
export default function AboutPageEntry() {
  return <AboutPage />;
}
