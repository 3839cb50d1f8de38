#!/usr/bin/env node
// Durability check: start the mock server on a fresh db file, send a burst of writes (project creations), kill -9 it
// in the middle of the burst, start it again on the same file and check that every write it acknowledged (201) is
// there — while other clients write into two sandboxes. Exit code 0 when none is lost. Usage: node scripts/kill9-durability.mjs [port] (default 5561).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
// X-Mock-Sandbox names a sandbox only with the control token
const CONTROL_TOKEN = randomBytes(24).toString('hex');

function start(port, db) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: pkg,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DB: db,
      LOG_LEVEL: 'warn',
      BCRYPT_ROUNDS: '4',
      NODE_ENV: 'test',
      MOCK_CONTROL_TOKEN: CONTROL_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUp(base, child, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`${base}/api/v2/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

async function signIn(base, extra = {}) {
  const res = await fetch(`${base}/api/v2/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  return (await res.json()).data.token.access;
}

export async function runDurabilityCheck({
  port = 5561,
  writes = 400,
  killAfter = 120,
  concurrency = 16,
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-kill9-'));
  const db = join(dir, 'db.json');
  const base = `http://127.0.0.1:${port}`;
  let child = start(port, db);
  try {
    await waitUp(base, child);
    const headers = {
      authorization: `Bearer ${await signIn(base)}`,
      'x-org-slug': 'demo-farm',
      'content-type': 'application/json',
    };
    // Sandbox traffic alongside (writes into two sandboxes): the main world's group commits share the process with it.
    const sandboxHeaders = await Promise.all(
      ['kill9-a', 'kill9-b'].map(async (name) => {
        const sandbox = { 'x-mock-sandbox': name, 'x-mock-control-token': CONTROL_TOKEN };
        return {
          authorization: `Bearer ${await signIn(base, sandbox)}`,
          'x-org-slug': 'demo-farm',
          ...sandbox,
          'content-type': 'application/json',
        };
      }),
    );
    const acknowledged = [];
    let next = 0;
    let killed = false;
    const sandboxWorker = async (h) => {
      for (let n = 0; !killed; n++) {
        try {
          await fetch(`${base}/api/v2/projects/`, {
            method: 'POST',
            headers: h,
            body: JSON.stringify({ name: `sandbox burst ${n}` }),
          });
        } catch {
          return;
        }
      }
    };
    const worker = async () => {
      while (next < writes && !killed) {
        const n = next++;
        try {
          const res = await fetch(`${base}/api/v2/projects/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `kill9 burst ${n}` }),
          });
          if (res.status === 201) {
            acknowledged.push((await res.json()).data.project_id);
            if (acknowledged.length >= killAfter && !killed) {
              killed = true;
              child.kill('SIGKILL');
            }
          }
        } catch {
          // the connection died with the server: that write was never acknowledged
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: concurrency }, worker),
      ...sandboxHeaders.map(sandboxWorker),
    ]);
    await new Promise((r) =>
      child.exitCode !== null || child.signalCode ? r() : child.once('exit', r),
    );
    child = start(port, db);
    await waitUp(base, child);
    const headers2 = { authorization: `Bearer ${await signIn(base)}`, 'x-org-slug': 'demo-farm' };
    const stored = new Set(
      (await (await fetch(`${base}/api/v2/projects/`, { headers: headers2 })).json()).data.map(
        (p) => p.project_id,
      ),
    );
    const lost = acknowledged.filter((id) => !stored.has(id));
    return { acknowledged: acknowledged.length, stored: stored.size, lost };
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runDurabilityCheck({ port: Number(process.argv[2] ?? 5561) });
  console.log(
    `acknowledged ${result.acknowledged} writes before kill -9; ${result.lost.length} lost after restart`,
  );
  process.exit(result.lost.length === 0 && result.acknowledged > 0 ? 0 : 1);
}
