#!/usr/bin/env node
// Real nginx (Debian's /usr/sbin/nginx) with the deployment's own server block, deploy/nginx/iot-console.conf.template,
// rendered as docs/deployment.md says (envsubst of the IOT_* variables, nothing else), for the deployment tests
// (playwright.deploy.config.ts starts it as a web server). `node deploy/nginx.mjs <dir> [--no-backend]` runs it in the
// foreground, unprivileged in <dir>: its pid file, logs and temp files there, no master configuration of the system.
// --no-backend leaves out the part between the backend markers (a console whose API is on another origin).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = join(import.meta.dirname, '../../deploy/nginx/iot-console.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const VARIABLES = ['LISTEN', 'SERVER_NAME', 'WEB_ROOT', 'BASE_PATH', 'CONFIG_FILE', 'BACKEND'];

function render({ backend }) {
  let text = readFileSync(TEMPLATE, 'utf8');
  for (const name of VARIABLES.map((v) => `IOT_${v}`)) {
    if (process.env[name] === undefined) throw new Error(`nginx template: ${name} is not set`);
    text = text.replaceAll(`\${${name}}`, process.env[name]);
  }
  if (backend) return text;
  const begin = text.indexOf('    # ---- backend:begin');
  const end = text.indexOf('\n', text.indexOf('    # ---- backend:end'));
  if (begin < 0 || end < 0) throw new Error('nginx template: the backend markers are missing');
  return text.slice(0, begin) + text.slice(end + 1);
}

const [dir, flag] = process.argv.slice(2);
for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
writeFileSync(join(dir, 'iot-console.conf'), render({ backend: flag !== '--no-backend' }));
const temp = (name) => `  ${name}_temp_path ${join(dir, 'tmp', name)};`;
const conf = [
  'daemon off;',
  // run as root, nginx's workers would switch to nobody, who may not read the build in the checkout
  ...(process.getuid?.() === 0 ? ['user root;'] : []),
  'worker_processes 1;',
  `pid ${join(dir, 'nginx.pid')};`,
  `error_log ${join(dir, 'logs/error.log')} warn;`,
  'events { worker_connections 256; }',
  'http {',
  '  include /etc/nginx/mime.types;',
  '  default_type application/octet-stream;',
  `  access_log ${join(dir, 'logs/access.log')};`,
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
  `  include ${join(dir, 'iot-console.conf')};`,
  '}',
];
writeFileSync(join(dir, 'nginx.conf'), `${conf.join('\n')}\n`);
const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
