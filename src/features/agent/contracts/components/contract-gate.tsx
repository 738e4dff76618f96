import { useEffect } from 'react';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { useAgentContracts } from '../../api/contracts';

/** sessionStorage flag: the contract popup was opened for this account in this session (it opens once). */
export const contractPopupShownKey = (account: string) => `contract-popup-shown:${account}`;

/**
 * Opens the contract popup once per session when the consolidated call lists pending request types (SPEC §6: asked
 * only for non-trial agents with AGENTPOLICY3), after the sign-in steps: it waits while another popup is open (a forced
 * password change, the announcements). Renders nothing.
 */
export default function ContractGate() {
  const { member } = useMember();
  const { contracts, asked } = useAgentContracts();
  const { open, preload, current } = usePopups();
  const account = member?.account ?? '';
  const due = asked && account !== '' && contracts.pending.length > 0 && sessionStorage.getItem(contractPopupShownKey(account)) !== '1';
  const busy = current !== null;

  useEffect(() => {
    if (!due || busy) return undefined;
    let live = true;
    const show = () => {
      if (!live) return;
      sessionStorage.setItem(contractPopupShownKey(account), '1');
      open('contractRequests');
    };
    void preload('contractRequests').then(show, show);
    return () => {
      live = false;
    };
  }, [due, busy, account, open, preload]);

  return null;
}
