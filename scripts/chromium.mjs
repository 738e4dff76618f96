// Debian's Chromium and the flags it needs on a closed network (without the networking flags it floods
// the network with refused connections). Shared by Vitest's browser project, Playwright and the bench.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
