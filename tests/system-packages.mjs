// Debian packages the browser and deployment tests need, installed with apt when missing (CI machines start without them).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

const log = (msg) => console.log(`\n\x1b[35m[test]\x1b[0m ${msg}`);

function aptInstall(packages, env = process.env) {
  env = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  sh(['apt-get', 'update', '-qq']);
  sh(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  return sh;
}

/**
 * The browser of the test suites (tests/chromium.mjs: Debian's build of Chromium's headless shell, or CHROMIUM_PATH);
 * Playwright's own download is impossible on these machines.
 */
export function ensureChromium(env) {
  if (existsSync(HEADLESS_SHELL_PATH)) return true;
  if (process.env.CHROMIUM_PATH) {
    log(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    return false;
  }
  log("Chromium's headless shell is missing: apt-get install chromium-headless-shell (about 30 s)");
  aptInstall(['chromium-headless-shell'], env);
  return existsSync(HEADLESS_SHELL_PATH);
}

const hasCjkFont = () =>
  (spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout ?? '').trim() !== '';

/**
 * A Chinese font (WenQuanYi Micro Hei, 1.6 MB): without one Chromium draws every Chinese character as a box, so the
 * zh screens would be measured and photographed with the wrong text widths. False when none could be installed.
 */
export function ensureCjkFont(env) {
  if (hasCjkFont()) return true;
  log('no Chinese font: apt-get install fonts-wqy-microhei (about 10 s)');
  aptInstall(['fonts-wqy-microhei'], env);
  return hasCjkFont();
}

/**
 * Debian's nginx for the deployment tests (tests/deploy). Its package would start a system nginx on port 80 where
 * services may start: a policy-rc.d that forbids it is put in place for the install when there is none.
 */
export function ensureNginx(env) {
  if (existsSync('/usr/sbin/nginx')) return true;
  log('nginx is missing: apt-get install nginx (about 20 s)');
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  const root = process.getuid?.() === 0;
  const sh = (args) =>
    spawnSync(root ? args[0] : 'sudo', root ? args.slice(1) : args, { stdio: 'inherit' });
  if (ownPolicy)
    sh(['sh', '-c', `printf '#!/bin/sh\\nexit 101\\n' > ${policy} && chmod 755 ${policy}`]);
  aptInstall(['nginx'], env);
  if (ownPolicy) sh(['rm', '-f', policy]);
  return existsSync('/usr/sbin/nginx');
}
