import type { Decorator } from '@storybook/react-vite';
import type { Member } from '@/lib/member';
import { MemberProvider } from '@/lib/member';
import { PopupProvider, usePopups } from '@/lib/popups';
import { SystemProvider } from '@/lib/system';
import { useMerchant } from '@/merchant';

function OpenedPopup() {
  const { current } = usePopups();
  return current ? <p>Next popup: {current.name}</p> : null;
}

/**
 * Stories' frame for auth views: the brand's whitelabel flags (over `parameters.flags`), the member of
 * `parameters.member`, and the popups (what a popup opens next is named under it).
 */
export const withAuthFrame: Decorator = (Story, context) => {
  const flags = context.parameters.flags as Record<string, boolean> | undefined;
  const member = (context.parameters.member as Member | undefined) ?? null;
  return (
    <Frame flags={flags} member={member}>
      <Story />
    </Frame>
  );
};

function Frame({ flags, member, children }: { flags?: Record<string, boolean>; member: Member | null; children: React.ReactNode }) {
  const merchant = useMerchant();
  return (
    <SystemProvider flags={{ ...(merchant.whitelabel as Record<string, boolean>), ...flags }} info={null} location={null} customerServiceUrl={null}>
      <MemberProvider member={member}>
        <PopupProvider>
          <main>
            {children}
            <OpenedPopup />
          </main>
        </PopupProvider>
      </MemberProvider>
    </SystemProvider>
  );
}
