import { useMerchant } from '@/merchant';
import { SectionRenderer } from '@/sections';

/** The home screen: the brand's `screens.home` sections in config order; the h1 is the brand name. */
export default function HomePage() {
  const merchant = useMerchant();
  return (
    <>
      <h1 className="visually-hidden">{merchant.name}</h1>
      <SectionRenderer screen="home" />
    </>
  );
}
