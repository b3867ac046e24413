// Locates a system Chromium for every browser test; never downloads a browser (this machine
// reaches only the npm registry and Debian's packages). Order: CHROMIUM_PATH, /usr/bin/chromium,
// then, as root on Debian, `apt-get install chromium`.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const DEBIAN_PATH = '/usr/bin/chromium';

export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  return null;
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    throw new Error(
      'No Chromium found. Set CHROMIUM_PATH to a Chromium binary, or install Debian\'s "chromium" package ' +
        '(apt-get install chromium). Browsers are never downloaded by this project.',
    );
  }
  console.log('Installing Debian\'s chromium package (running as root)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(DEBIAN_PATH)) throw new Error('apt-get install chromium finished but /usr/bin/chromium is missing.');
  return DEBIAN_PATH;
}
