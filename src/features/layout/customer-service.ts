import { useSystem } from '@/lib/system';
import { useMerchant } from '@/merchant';

/** The platform's customer-service URL from the start-up call, else the brand's own. */
export function useCustomerServiceHref(): string {
  const merchant = useMerchant();
  return useSystem().customerServiceUrl ?? merchant.customerService.href;
}
