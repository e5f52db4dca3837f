/**
 * Debian's Chromium, never a downloaded browser. The flags keep it off the closed network here (without the
 * background-networking ones it tries Google's hosts at every start) and let it run as root in CI.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
