// Debian's Chromium for every browser test (never a download), with the flags this closed network needs:
// without the background-networking ones Chromium keeps dialling out at start (docs/conventions.md §3).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
