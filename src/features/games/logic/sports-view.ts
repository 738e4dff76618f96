import type { SportsView } from '@/lib/start-game';

/** Each sports view's name as a game frame or the FB page shows it. */
export const SPORTS_VIEW_KEYS: Readonly<Record<SportsView, string>> = { rolling: 'games_view_rolling', today: 'games_view_today' };
