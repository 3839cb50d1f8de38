#!/usr/bin/env node
// Real nginx (Debian's /usr/sbin/nginx) with the deployment's own server block, deploy/nginx/iot-console.conf.template,
// rendered as docs/deployment.md says (envsubst of the IOT_* variables, nothing else; IOT_CSP printed by
// deploy/nginx/document-csp.mjs unless given), for the deployment tests (playwright.deploy.config.ts starts it as a web
// server). `node deploy/nginx.mjs <dir> [--no-backend]` runs it in the foreground, unprivileged in <dir>: its pid file,
// logs and temp files there, no master configuration of the system. --no-backend leaves out the part between the
// backend markers (a console whose API is on another origin). With IOT_MOCK_SERVERS, deploy/nginx/mock-instances.conf.template
// joins it (several mock instances, IOT_BACKEND=http://iot_mock) and the access log says which instance answered
// which routing cookie (ROUTE_LOG_FORMAT).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleDocumentCsp } from '../../deploy/nginx/document-csp.mjs';

const TEMPLATE = join(import.meta.dirname, '../../deploy/nginx/iot-console.conf.template');
const INSTANCES = join(import.meta.dirname, '../../deploy/nginx/mock-instances.conf.template');
/** The access log of several instances: the visitor's routing cookie, the instance(s) tried, the status, the request. */
const ROUTE_LOG_FORMAT = '$cookie_iot_route|$upstream_addr|$status|$request_method|$uri';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const VARIABLES = [
  'LISTEN',
  'SERVER_NAME',
  'WEB_ROOT',
  'BASE_PATH',
  'CONFIG_FILE',
  'BACKEND',
  'CSP',
];

/** `template` with each `${IOT_<name>}` of `vars` put in, as `envsubst '${IOT_…}'` does. */
function substitute(template, names, vars) {
  let text = readFileSync(template, 'utf8');
  for (const name of names.map((v) => `IOT_${v}`)) {
    if (vars[name] === undefined) throw new Error(`nginx template: ${name} is not set`);
    text = text.replaceAll(`\${${name}}`, vars[name]);
  }
  return text;
}

function render({ backend }) {
  const env = process.env;
  const csp = env.IOT_CSP ?? consoleDocumentCsp(env.IOT_WEB_ROOT ?? '', env.IOT_CONFIG_FILE);
  const text = substitute(TEMPLATE, VARIABLES, { ...env, IOT_CSP: csp });
  if (backend) return text;
  const begin = text.indexOf('    # ---- backend:begin');
  const end = text.indexOf('\n', text.indexOf('    # ---- backend:end'));
  if (begin < 0 || end < 0) throw new Error('nginx template: the backend markers are missing');
  return text.slice(0, begin) + text.slice(end + 1);
}

const [dir, flag] = process.argv.slice(2);
for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
writeFileSync(join(dir, 'iot-console.conf'), render({ backend: flag !== '--no-backend' }));
const instances = process.env.IOT_MOCK_SERVERS !== undefined;
if (instances)
  writeFileSync(
    join(dir, 'mock-instances.conf'),
    substitute(INSTANCES, ['MOCK_SERVERS'], process.env),
  );
const temp = (name) => `  ${name}_temp_path ${join(dir, 'tmp', name)};`;
const conf = [
  'daemon off;',
  // run as root, nginx's workers would switch to nobody, who may not read the build in the checkout
  ...(process.getuid?.() === 0 ? ['user root;'] : []),
  'worker_processes 1;',
  `pid ${join(dir, 'nginx.pid')};`,
  `error_log ${join(dir, 'logs/error.log')} warn;`,
  'events { worker_connections 2048; }',
  'http {',
  '  include /etc/nginx/mime.types;',
  '  default_type application/octet-stream;',
  ...(instances ? [`  log_format routes '${ROUTE_LOG_FORMAT}';`] : []),
  `  access_log ${join(dir, 'logs/access.log')}${instances ? ' routes' : ''};`,
  ...(instances ? [`  include ${join(dir, 'mock-instances.conf')};`] : []),
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
