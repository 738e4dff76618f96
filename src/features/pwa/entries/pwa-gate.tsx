import { lazy, Suspense, useEffect, useState } from 'react';
import { useMerchant } from '@/merchant';
import { registerServiceWorker } from '../register-sw';
import { useBrandManifest } from '../use-brand-manifest';
import { useInstallOffer } from '../use-install-offer';

// Its own chunk, fetched only when there is something to show (an install offer or a waiting new version).
const PwaBar = lazy(() => import('../components/pwa-bar'));

/**
 * The installable site, mounted after load and idle (`PwaSlot`): links the brand's manifest, registers the service
 * worker, and shows the install offer and the "new version" prompt.
 */
export default function PwaGate() {
  const merchant = useMerchant();
  useBrandManifest(merchant.code, merchant.assets.favicon);
  const offer = useInstallOffer();
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => {
    registerServiceWorker((activate) => setReload(() => activate)).catch(() => {
      // No service worker (blocked, or an old browser): the site works as before, without offline start or updates.
    });
  }, []);
  if (!offer.kind && !reload) return null;
  return (
    <Suspense fallback={null}>
      <PwaBar
        brandName={merchant.name}
        install={offer.kind}
        onInstall={() => void offer.install()}
        onDismiss={offer.dismiss}
        onReload={reload ? () => void reload() : null}
      />
    </Suspense>
  );
}
