/** SPEC §9: how long a banner stays before the carousel moves on. */
export const BANNER_AUTOPLAY_MS = 5000;
/** SPEC §9: how long the move to the next banner takes. */
export const BANNER_SPEED_MS = 1000;
