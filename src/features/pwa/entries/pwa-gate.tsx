import { useEffect, useState } from 'react';
import { useMerchant } from '@/merchant';
import { PwaBar } from '../components/pwa-bar';
import { registerServiceWorker } from '../register-sw';
import { useBrandManifest } from '../use-brand-manifest';
import { useInstallOffer } from '../use-install-offer';

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
  return (
    <PwaBar
      brandName={merchant.name}
      install={offer.kind}
      onInstall={() => void offer.install()}
      onDismiss={offer.dismiss}
      onReload={reload ? () => void reload() : null}
    />
  );
}
