import { ResponsibleGamingScreen } from '../components/responsible-gaming-screen';

/** /responsibleGaming: responsible gaming as a screen of its own, open to everyone (its own chunk). */
export default function ResponsibleGamingPage() {
  return <ResponsibleGamingScreen standalone />;
}
