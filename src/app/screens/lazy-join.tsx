import { ComingSoonPage } from './coming-soon-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function JoinGroup() {
  return <ComingSoonPage titleKey="screen_join" builtByKey="built_by_promotions" />;
}
