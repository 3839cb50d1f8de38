#!/usr/bin/env node
// `pnpm bench:visitors`: simulated visitors of the public demo through nginx in front of several mock instances
// (docs/deployment.md#several-mock-instances). Each visitor, from an address of its own, opens the console's page,
// signs in (a sandbox of its own on the instance nginx keeps it on), creates a project, then round after round lists the
// projects (its project must be there), opens a device and reads a day of a factor's history; in one round it exports
// that day to CSV, waits for the export and downloads it. Once every visitor has signed in and done two rounds, one
// instance is killed (kill -9): its visitors find their session ended and start fresh (sign in again, create their
// project again); the others must not notice. Prints the errors, the read calls' latency, the instances' memory.
//
//   pnpm bench:visitors [--visitors 300] [--instances 3] [--arrival-ms 500] [--think-ms 5000] [--no-kill]
//
// tests/deploy/scale-out.spec.ts runs the same with fewer visitors as a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { instancesByRoute, startScaleOut } from '../deploy/scale-out-setup.mjs';
import { ensureMockBuilt, ensureWebBuilt, percentile, ROOT } from './lib.mjs';

const DEMO = { username: 'demo', password: 'demo123456' };
const DAY = 86400;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An answer the visitor cannot go on with. `ended`: the session is gone (401) or the instance went away (502/504);
 * `retryAfter`: seconds the server asked to wait (a busy sign-in: 429 or 503 with Retry-After), else null.
 */
class VisitError extends Error {
  constructor(step, status, detail, retryAfter = null) {
    super(`${step}: ${status} ${detail}`.slice(0, 300));
    this.status = status;
    this.ended = status === 401 || status === 502 || status === 504;
    this.retryAfter = (status === 429 || status === 503) && retryAfter ? Number(retryAfter) : null;
  }
}

/** One visitor: its cookies (nginx's routing cookie, the mock's sandbox cookie), its address, its session. */
class Visitor {
  constructor(base, n) {
    this.base = base;
    this.n = n;
    this.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    this.cookies = new Map();
    this.session = null;
    this.freshStarts = 0;
    this.busySignIns = 0;
    this.rounds = 0;
    this.errors = [];
  }

  /** One call; `reads` collects its latency (the read calls and the sign-ins the report measures). */
  async call(step, path, { method = 'GET', body, ok = 200, reads } = {}) {
    const headers = { 'x-forwarded-for': this.ip };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.session) {
      headers.authorization = `Bearer ${this.session.access}`;
      headers['x-org-slug'] = this.session.org;
    }
    if (body) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    const res = await fetch(new URL(path, this.base), {
      method,
      headers,
      body: body && JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    reads?.push(performance.now() - t0);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    if (res.status !== ok)
      throw new VisitError(step, res.status, text, res.headers.get('retry-after'));
    return res.headers.get('content-type')?.includes('json') ? JSON.parse(text).data : text;
  }

  /**
   * Signs in — again after the Retry-After of a busy server, as a person clicks again — finds a device with a factor,
   * creates the visitor's own project (its write). `signIns` gets the time from the first try to the session.
   * `afterKill`: a fresh start, whose sign-in may have reached the killed instance while it died (nginx resends no
   * POST): a 502 is clicked again, twice at most.
   */
  async start(signIns, { afterKill = false } = {}) {
    this.session = null;
    const t0 = performance.now();
    let login;
    let gone = afterKill ? 2 : 0;
    while (!login) {
      try {
        login = await this.call('sign in', '/api/v2/account/login/', {
          method: 'POST',
          body: DEMO,
        });
      } catch (e) {
        if (e instanceof VisitError && e.status === 502 && gone-- > 0) {
          await pause(300);
          continue;
        }
        if (!(e instanceof VisitError) || e.retryAfter === null) throw e;
        this.busySignIns++;
        await pause(e.retryAfter * 1000);
      }
    }
    signIns.push(performance.now() - t0);
    this.session = { access: login.token.access, org: '' };
    const [org] = await this.call('organizations', '/api/v2/organizations/');
    this.session.org = org.slug;
    const [project] = await this.call('projects', '/api/v2/projects/');
    const devices = await this.call('devices', `/api/v2/projects/${project.project_id}/devices/`);
    const device = devices.results[0];
    const [factor] = await this.call(
      'factors',
      `/api/v2/projects/${project.project_id}/devices/${device.id}/factors/`,
    );
    const own = await this.call('create a project', '/api/v2/projects/', {
      method: 'POST',
      body: { name: `visitor ${this.n}` },
      ok: 201,
    });
    Object.assign(this.session, { project, device, factor, own: own.project_id, exported: null });
  }

  /** Lists the projects (its own must be there), opens the device, reads a day of history. */
  async round(reads) {
    const { project, device, factor, own } = this.session;
    const projects = await this.call('list projects', '/api/v2/projects/', { reads });
    if (!projects.some((p) => p.project_id === own))
      throw new VisitError('list projects', 200, `its project ${own} is missing`);
    await this.call(
      'open a device',
      `/api/v2/projects/${project.project_id}/devices/${device.id}/`,
      {
        reads,
      },
    );
    const since = Math.floor(Date.now() / 1000) - DAY;
    await this.call(
      'read history',
      `/api/v2/data/${factor.agri_id}/?min_timestamp=${since}&page_size=1000`,
      { reads },
    );
    this.rounds++;
  }

  /** Exports yesterday of the factor, waits for it in the list of exports (its write), downloads the file. */
  async exportAndDownload() {
    const { project, device, factor } = this.session;
    const tasks = `/api/v2/projects/${project.project_id}/data-download-tasks/`;
    const end = Math.floor(Date.now() / 1000) - DAY;
    const task = await this.call('create an export', tasks, {
      method: 'POST',
      body: { device_id: device.id, factors: [factor.id], start_time: end - DAY, end_time: end },
      ok: 201,
    });
    for (let status = task.status; status !== 'completed';) {
      if (!['pending', 'exporting'].includes(status))
        throw new VisitError('export', 200, `the export is ${status}`);
      await pause(250);
      const listed = await this.call('export status', tasks);
      status = listed.find((t) => t.id === task.id)?.status ?? 'missing from the list';
    }
    const link = await this.call('download link', `${tasks}${task.id}/download/`);
    const csv = await this.call('download', link.download_url);
    if (!csv.length) throw new VisitError('download', 200, 'an empty file');
    this.session.exported = task.id;
  }
}

/**
 * Runs `visitors` visitors against `base`, arriving `arrivalMs` apart, pausing about `thinkMs` between rounds. Once
 * every visitor has done two rounds (or failed) `kill()` runs, when given; each visitor then does `roundsAfter` more
 * rounds and leaves (without `kill`: after two rounds and `roundsAfter` more). A visitor whose session ends after the
 * kill starts fresh; any other failure is an error and ends that visitor's visit.
 */
export async function simulateVisitors({
  base,
  visitors,
  arrivalMs = 50,
  thinkMs = 1000,
  roundsAfter = 3,
  kill,
}) {
  const reads = [];
  const signIns = [];
  const all = Array.from({ length: visitors }, (_, n) => new Visitor(base, n + 1));
  let killedAt = null;
  let killing = null;
  let ready = 0;
  const isReady = () => {
    if (++ready < visitors) return;
    killedAt = Date.now();
    killing = kill?.();
  };
  const think = () => pause(thinkMs * (0.5 + Math.random()));

  const visit = async (v) => {
    let counted = false;
    try {
      await pause(v.n * arrivalMs);
      await v.call('the console', '/'); // nginx's page: the routing cookie comes with it
      await v.start(signIns);
      for (let left = roundsAfter; left > 0;) {
        await think();
        try {
          await v.round(reads);
          if (v.rounds === 2 && v.session.exported === null) await v.exportAndDownload();
        } catch (e) {
          if (!(e instanceof VisitError) || !e.ended || !kill || killedAt === null) throw e;
          v.freshStarts++;
          await v.start(signIns, { afterKill: true });
          continue;
        }
        if (!counted && v.rounds >= 2) {
          counted = true;
          isReady();
        }
        if (killedAt !== null) left--;
      }
    } finally {
      if (!counted) isReady();
    }
  };
  const t0 = Date.now();
  await Promise.all(all.map((v) => visit(v).catch((e) => v.errors.push(e.message))));
  await killing;
  return { visitors: all, reads, signIns, seconds: (Date.now() - t0) / 1000, killedAt };
}

const milliseconds = (values) =>
  Object.fromEntries([50, 95, 99].map((p) => [`p${p}`, Math.round(percentile(values, p))]));

/** What the run showed: errors, fresh starts against the killed instance's visitors, latency, memory. */
export function summarize({ visitors, reads, signIns, seconds }, { accessLogAtKill, killed }) {
  const onKilled = new Set();
  if (killed) {
    const byRoute = instancesByRoute(accessLogAtKill);
    for (const v of visitors)
      if (byRoute.get(v.cookies.get('iot_route'))?.has(killed)) onKilled.add(v);
  }
  const fresh = visitors.filter((v) => v.freshStarts > 0);
  return {
    seconds,
    errors: visitors.flatMap((v) => v.errors.map((e) => `visitor ${v.n}: ${e}`)),
    onKilled: onKilled.size,
    freshStarts: fresh.length,
    freshNotOnKilled: fresh.filter((v) => !onKilled.has(v)).map((v) => v.n),
    onKilledNotFresh: [...onKilled].filter((v) => v.freshStarts === 0).map((v) => v.n),
    readCalls: reads.length,
    readMs: milliseconds(reads),
    signIns: signIns.length,
    signInMs: milliseconds(signIns),
    busySignIns: visitors.reduce((n, v) => n + v.busySignIns, 0),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      visitors: { type: 'string', default: '300' },
      instances: { type: 'string', default: '3' },
      'arrival-ms': { type: 'string', default: '500' },
      'think-ms': { type: 'string', default: '5000' },
      'no-kill': { type: 'boolean', default: false },
    },
  });
  ensureWebBuilt();
  ensureMockBuilt();
  const work = mkdtempSync(join(tmpdir(), 'iot-visitors-'));
  const web = join(ROOT, 'apps/web/dist');
  const visitors = Number(values.visitors);
  const setup = await startScaleOut({
    count: Number(values.instances),
    web,
    work,
    // room for every visitor an instance may get, and those a killed one sends it
    env: { MOCK_SANDBOX_MAX: String(visitors) },
  });
  try {
    const victim = setup.instances[1];
    let accessLogAtKill = '';
    const peakRss = new Map(setup.instances.map((i) => [i, 0]));
    const sampler = setInterval(() => {
      for (const i of setup.instances) peakRss.set(i, Math.max(peakRss.get(i), i.rssKb()));
    }, 500);
    const run = await simulateVisitors({
      base: setup.url,
      visitors,
      arrivalMs: Number(values['arrival-ms']),
      thinkMs: Number(values['think-ms']),
      kill:
        !values['no-kill'] &&
        (async () => {
          accessLogAtKill = setup.accessLog();
          console.log(
            `[visitors] every visitor is in: kill -9 of the instance at ${victim.address}`,
          );
          await victim.kill();
        }),
    });
    clearInterval(sampler);
    const report = summarize(run, {
      accessLogAtKill,
      killed: values['no-kill'] ? null : victim.address,
    });
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      JSON.stringify({ visitors, instances: setup.instances.length, ...report, load }, null, 2),
    );
    for (const i of setup.instances)
      console.log(
        `[visitors] instance ${i.address}: peak RSS ${(peakRss.get(i) / 1024).toFixed(0)} MB` +
          (i === victim && !values['no-kill'] ? ' (killed)' : ''),
      );
    if (report.errors.length) {
      const lines = setup.errorLog().trim().split('\n');
      console.log(`[visitors] nginx's error log begins:\n${lines.slice(0, 12).join('\n')}`);
    }
    process.exitCode = report.errors.length || report.freshNotOnKilled.length ? 1 : 0;
  } finally {
    await setup.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
