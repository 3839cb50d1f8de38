#!/usr/bin/env node
// The Debian packages the browser suites need, installed with apt in one go when missing (CI machines start without
// them): Chromium's headless shell (tests/chromium.mjs), a Chinese font (without one Chromium draws zh text as boxes of
// the wrong width) and nginx (the deployment tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

const installed = {
  'chromium-headless-shell': () => existsSync(HEADLESS_SHELL_PATH),
  'fonts-wqy-microhei': () =>
    !!spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim(),
  nginx: () => existsSync('/usr/sbin/nginx'),
};
const missing = () => Object.keys(installed).filter((name) => !installed[name]());

const wanted = missing();
if (wanted.length) {
  // a policy-rc.d answering 101 keeps apt from starting a system nginx on port 80
  const policy = '/usr/sbin/policy-rc.d';
  const noServices = existsSync(policy)
    ? ''
    : `printf '#!/bin/sh\\nexit 101\\n' > ${policy} && chmod 755 ${policy} && trap 'rm -f ${policy}' EXIT && `;
  const script = `${noServices}apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${wanted.join(' ')}`;
  const [cmd, ...args] = [...(process.getuid?.() === 0 ? [] : ['sudo']), 'sh', '-c', script];
  console.log(`apt-get install ${wanted.join(' ')}`);
  spawnSync(cmd, args, { stdio: 'inherit' });
}
const left = missing();
if (left.length) console.error(`could not install ${left.join(', ')}`);
process.exit(left.length ? 1 : 0);
