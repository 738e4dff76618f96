import { ComingSoonPage } from './coming-soon-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function SeamlessGroup() {
  return <ComingSoonPage titleKey="screen_seamless" builtByKey="built_by_games" />;
}
