import PointMallEntry from '@/features/points/entries/point-mall-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function PointMallGroup() {
  return <PointMallEntry />;
}
