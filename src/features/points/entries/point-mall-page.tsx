import { PointMallPage } from '../components/point-mall-page';

/** /pointMall: the points mall screen (its own chunk). */
export default function PointMallEntry() {
  return <PointMallPage />;
}
