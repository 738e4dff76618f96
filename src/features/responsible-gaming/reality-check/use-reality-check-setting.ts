import { useCallback, useSyncExternalStore } from 'react';
import { CHANGE_EVENT, INTERVAL_KEY, readSetting, writeSetting, type RealityCheckMinutes, type RealityCheckSetting } from './reality-check';

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

let cached: { text: string | null; setting: RealityCheckSetting } | undefined;

function snapshot(): RealityCheckSetting {
  const text = local()?.getItem(INTERVAL_KEY) ?? null;
  if (!cached || cached.text !== text) cached = { text, setting: readSetting(local()) };
  return cached.setting;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === INTERVAL_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's reality-check interval and a setter; every tab and the gate follow a change. */
export function useRealityCheckSetting(): [RealityCheckSetting, (minutes: RealityCheckMinutes) => void] {
  const setting = useSyncExternalStore(subscribe, snapshot, snapshot);
  const set = useCallback((minutes: RealityCheckMinutes) => {
    writeSetting(local(), minutes, Date.now());
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [setting, set];
}
