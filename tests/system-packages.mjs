// Debian packages the browser tests need, installed with apt when missing (CI machines start without them).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const log = (msg) => console.log(`\n\x1b[35m[test]\x1b[0m ${msg}`);

function aptInstall(packages, env = process.env) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  sh(['apt-get', 'update', '-qq']);
  sh(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/** Debian's Chromium for the browser tests; Playwright's own download is impossible on these machines. */
export function ensureChromium(env) {
  if (existsSync('/usr/bin/chromium')) return true;
  log('Chromium is missing: apt-get install chromium (about 30 s)');
  aptInstall(['chromium'], env);
  return existsSync('/usr/bin/chromium');
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
