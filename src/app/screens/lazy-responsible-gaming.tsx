import ResponsibleGamingPage from '@/features/responsible-gaming/entries/responsible-gaming-page';

/** The lazily loaded screen group at /responsibleGaming; its own chunk so the first screen stays small. */
export default function ResponsibleGamingGroup() {
  return <ResponsibleGamingPage />;
}
