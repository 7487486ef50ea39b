// The audit needs two programs from Debian's packages: Chromium (axe, Lighthouse) and Java (the
// Nu Html Checker). On a fresh machine it installs them, as .ci/run does for Chromium.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/**
 * Makes sure `check()` holds, installing `pkg` with apt-get (as root, or through password-less
 * sudo) when it does not. Returns false, with the command to run, when it cannot.
 */
export function ensureDebianPackage(pkg, check, why) {
  if (check()) return true;
  const root = process.getuid?.() === 0;
  const sudo = !root && works('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (!root && !sudo) {
    console.log(`${why} needs ${pkg}: run  sudo apt-get install -y ${pkg}`);
    return false;
  }
  console.log(`Installing ${pkg} from Debian's packages (${why})`);
  const apt = (args) => {
    const [cmd, ...rest] = [...(sudo ?? []), 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', pkg])) console.log(`apt-get could not install ${pkg}`);
  return check();
}

export const ensureChromium = (path) => ensureDebianPackage('chromium', () => existsSync(path), 'Chromium runs axe-core and Lighthouse');
export const ensureHeadlessShell = (path) => ensureDebianPackage('chromium-headless-shell', () => existsSync(path), "Chromium's headless shell runs axe-core");
export const ensureJava = () => ensureDebianPackage('default-jre-headless', () => works('java', ['-version']), 'Java runs the Nu Html Checker');
