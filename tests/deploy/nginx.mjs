// Real nginx (Debian's /usr/sbin/nginx) with the deployment's own server block, deploy/nginx/iot-console.conf.template,
// rendered the way docs/deployment.md says (envsubst of the IOT_* variables, nothing else). It runs unprivileged in a
// directory of its own: its pid file, logs and temp files under `dir`, no daemon, no master configuration of the system.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TEMPLATE = join(root, 'deploy/nginx/iot-console.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const VARIABLES = [
  'IOT_LISTEN',
  'IOT_SERVER_NAME',
  'IOT_WEB_ROOT',
  'IOT_BASE_PATH',
  'IOT_CONFIG_FILE',
  'IOT_BACKEND',
];

/**
 * The template with `vars` put in, as `envsubst '${IOT_…}'` does; `backend: false` leaves out the part between the
 * backend markers (a console whose API is on another origin, docs/deployment.md).
 */
function renderTemplate(vars, { backend = true } = {}) {
  let text = readFileSync(TEMPLATE, 'utf8');
  for (const name of VARIABLES) {
    if (vars[name] === undefined) throw new Error(`nginx template: ${name} is not set`);
    text = text.replaceAll(`\${${name}}`, vars[name]);
  }
  if (!backend) {
    const begin = text.indexOf('    # ---- backend:begin');
    const end = text.indexOf('\n', text.indexOf('    # ---- backend:end'));
    if (begin < 0 || end < 0) throw new Error('nginx template: the backend markers are missing');
    text = text.slice(0, begin) + text.slice(end + 1);
  }
  return text;
}

function waitForPort(port, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx with the rendered server block in `dir`; resolves once it listens. */
export async function startNginx({ dir, port, vars, backend = true }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing (npm test installs Debian's nginx)`);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(join(dir, 'iot-console.conf'), renderTemplate(vars, { backend }));
  const temp = (name) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'logs/access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${join(dir, 'iot-console.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const check = spawn(
    NGINX,
    ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: 'inherit',
    },
  );
  const checked = await new Promise((resolve) => check.on('exit', resolve));
  if (checked !== 0) throw new Error(`nginx -t refused ${join(dir, 'iot-console.conf')}`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port);
  return {
    accessLog: () => readFileSync(join(dir, 'logs/access.log'), 'utf8'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

export { waitForPort };
