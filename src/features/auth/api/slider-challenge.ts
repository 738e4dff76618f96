import { api } from '@/api';

/** A slider puzzle from the server: its id and the notch (% of the track). */
export interface SliderChallenge {
  id: string;
  target: number;
}

/** GET /wps/captcha/slider?t=<ms>: a new single-use challenge every time, never cached (no SWR). */
export async function fetchSliderChallenge(): Promise<SliderChallenge> {
  const value = await api.GET('/wps/captcha/slider', { params: { query: { t: Date.now() } }, cache: 'no-store' });
  return { id: value.id, target: value.target };
}
