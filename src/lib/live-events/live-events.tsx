import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { api, session } from '@/api';
import { formatDate } from '@/lib/format';
import { formatMinor, toMinor } from '@/lib/money';
import { revalidateReports } from '@/lib/report-cache';
import { UNREAD_COUNT_KEY } from '@/lib/unread-count';
import { WALLET_BALANCE_KEY } from '@/lib/wallet-balance';
import { Toaster } from '@/ui/toast';
import { startLiveEvents } from './client';
import { liveEffect, type LiveRefresh } from './effects';
import { showLiveToast } from './notify';
import { socketUrl, type LiveEvent } from './protocol';

/**
 * SWR key of the payouts waiting for the member's answer (the withdraw page's list and badges). The withdrawal
 * confirmation feature owns it; a test keeps the two equal.
 */
export const PAYMENT_CONFIRMATION_LIST_KEY = 'payment-confirmation-list';

/** GET CSP_ImUrl: the socket's address, resolved against the page. */
export async function fetchSocketUrl(): Promise<string> {
  const value = (await api.GET('/wps/relay/CSP_ImUrl')) as { url: string };
  return socketUrl(value.url, window.location.href);
}

/** Refreshes what an event changed, through the app's data cache. */
export async function refreshAfter(refresh: LiveRefresh[], mutate: ScopedMutator): Promise<void> {
  const jobs = refresh.map((what) => {
    if (what === 'balance') return mutate(WALLET_BALANCE_KEY);
    if (what === 'unread') return mutate(UNREAD_COUNT_KEY);
    if (what === 'payouts') return mutate(PAYMENT_CONFIRMATION_LIST_KEY);
    return revalidateReports(mutate);
  });
  await Promise.allSettled(jobs);
}

// sonner's region: present while its Toaster is mounted, toasts or not.
const TOASTER_REGION = 'section[aria-live="polite"][aria-relevant="additions text"]';

/** Whether a Toaster other than the one inside `own` is mounted (the member centre draws its own). */
function otherToasterMounted(own: Element | null): boolean {
  return [...document.querySelectorAll(TOASTER_REGION)].some((region) => !own?.contains(region));
}

/**
 * The live-event client while a member is signed in (the shell mounts it lazily, only for members and agents, and
 * unmounts it at sign-out): one socket, each event a toast and a cache refresh. It draws a Toaster of its own only
 * while no other one is on the page, so a toast never shows twice.
 */
export default function LiveEvents() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const own = useRef<HTMLDivElement>(null);
  const [drawOwn, setDrawOwn] = useState(() => !otherToasterMounted(null));
  // Events arrive outside render: they use the current language, cache and router.
  const latest = useRef({ t, mutate, navigate });
  useEffect(() => {
    latest.current = { t, mutate, navigate };
  });

  useEffect(() => {
    const check = () => setDrawOwn(!otherToasterMounted(own.current));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!session.getToken()) return undefined;
    const handle = (event: LiveEvent) => {
      const { t: translate, mutate: refresh, navigate: go } = latest.current;
      const effect = liveEffect(event, {
        t: translate,
        money: (amount) => formatMinor(toMinor(amount)),
        time: (ms) => formatDate(ms),
      });
      if (effect.toast) showLiveToast(effect.toast, (to) => void go(to));
      void refreshAfter(effect.refresh, refresh);
    };
    const client = startLiveEvents({ url: fetchSocketUrl, token: () => session.getToken(), onEvent: handle });
    return () => client.stop();
  }, []);

  return drawOwn ? (
    <div ref={own} data-live-toaster="">
      <Toaster />
    </div>
  ) : null;
}
