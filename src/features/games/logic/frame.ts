/**
 * What a game frame may do. Games run scripts, keep their session in their own origin's storage and cookies
 * (allow-same-origin: vendor games are served from the vendor's origin, so this never reaches the site's), post forms
 * (vendor lobbies, cashier pages), and open help or cashier windows as normal windows (allow-popups and
 * allow-popups-to-escape-sandbox). Left out: top navigation (a game must not replace the site), modals, downloads and
 * pointer lock.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The launch call's message when a previous round is still open (PLATFORM.md "Games"). */
export const ROUND_OPEN = '#734';
