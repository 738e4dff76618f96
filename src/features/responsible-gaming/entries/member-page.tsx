import { ResponsibleGamingScreen } from '../components/responsible-gaming-screen';

/** Member page responsibleGaming: the same tools inside the member centre (the shell draws the menu and the h1). */
export default function ResponsibleGamingMemberPage() {
  return <ResponsibleGamingScreen />;
}
