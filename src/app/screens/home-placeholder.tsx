import { ComingSoonPage } from './coming-soon-page';

/** Home until the home page issue builds it. */
export function HomePlaceholder() {
  return <ComingSoonPage titleKey="screen_home" builtByKey="built_by_home" />;
}
