import { ComingSoonPage } from './coming-soon-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function PointMallGroup() {
  return <ComingSoonPage titleKey="screen_point_mall" builtByKey="built_by_points_mall" />;
}
