/**
 * Spec-driven fuzzing of the mock server: for every operation of openapi/openapi.yaml, FUZZ_COUNT (default 24, at least
 * 20) requests generated from the document's schemas — valid and broken — sent signed in as demo to the mock in-process
 * (build() + inject), put back to its seed (/__mock__/reset) before every operation. Fails on any 5xx, any answer
 * outside the envelope (except 204 and the CSV download) and any status the document does not declare for the
 * operation. Deterministic by FUZZ_SEED; bounded by FUZZ_TIME_LIMIT_MS.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCases, type FuzzCase } from './cases';
import { problemsOf } from './check';
import { findFixtures, signIn } from './fixtures';
import { createRng, seedOf } from './random';
import { getDocument, type Operation } from '@iot/openapi';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const COUNT = Math.max(20, Number(process.env.FUZZ_COUNT ?? 24));
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 120_000);
const started = Date.now();
const summary: { op: string; sent: number; statuses: string; failures: number; ms: number }[] = [];

async function send(app: FastifyInstance, op: Operation, c: FuzzCase, token: string) {
  const qs = new URLSearchParams(c.query).toString();
  const headers: Record<string, string> = { ...c.headers };
  if (op.authenticated) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (c.raw !== undefined) payload = c.raw;
  else if (c.body !== undefined) payload = JSON.stringify(c.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: op.method as 'GET',
    url: `${c.path}${qs ? `?${qs}` : ''}`,
    headers,
    payload,
  });
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
}

/** The mock's build(); imported by name so that this package's typecheck does not compile the mock's sources. */
const MOCK_APP = '@iot/mock-server/src/app.ts';
const { build } = (await import(/* @vite-ignore */ MOCK_APP)) as {
  build: (opts: {
    config: {
      dbPath: string;
      allowPrivateTargets: boolean;
      rateLimitPerMinute: number;
      forwardTimeoutMs: number;
    };
  }) => Promise<FastifyInstance>;
};

const operations = [...getDocument().operations.values()];
let shared: FastifyInstance | undefined;

/**
 * Generated forwarder urls point at 127.0.0.1:9, so private targets are allowed (the development switch); thousands
 * of requests from one address in a minute must reach the operations, not the rate limit. Nothing listens there: the
 * MongoDB driver waits out its server selection on every test call: 0.5 s instead of the default 5 s, so those waits
 * do not eat the step's time.
 */
const CONFIG = {
  dbPath: ':memory:',
  allowPrivateTargets: true,
  rateLimitPerMinute: 1e9,
  forwardTimeoutMs: 500,
};

/** A mock in its seeded state: one app reset through the control plane (fast), or a fresh build without it. */
async function freshMock(): Promise<FastifyInstance> {
  shared ??= await build({ config: CONFIG });
  const reset = await shared.inject({
    method: 'POST',
    url: '/__mock__/reset',
    headers: { 'x-mock-control-token': process.env.MOCK_CONTROL_TOKEN ?? '' },
    payload: {},
  });
  if (reset.statusCode === 200) return shared;
  return build({ config: CONFIG });
}

describe(`fuzzing ${operations.length} operations, ${COUNT} requests each, seed ${SEED}`, () => {
  for (const op of operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      if (Date.now() - started > TIME_LIMIT_MS)
        throw new Error(`time limit of ${TIME_LIMIT_MS} ms reached before ${op.operationId}`);
      const t0 = Date.now();
      const app = await freshMock();
      try {
        const session = await signIn(app);
        const fixtures = await findFixtures(app, session);
        const cases = buildCases(
          op,
          fixtures,
          createRng(seedOf(`${SEED}|${op.operationId}`)),
          COUNT,
        );
        const failures: string[] = [];
        const statuses = new Map<number, number>();
        for (const c of cases) {
          const answer = await send(app, op, c, session.access);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          for (const p of problemsOf(op, answer)) failures.push(`${c.label}: ${p}`);
        }
        summary.push({
          op: op.operationId,
          sent: cases.length,
          statuses: [...statuses]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(' '),
          failures: failures.length,
          ms: Date.now() - t0,
        });
        expect(cases.length).toBeGreaterThanOrEqual(20);
        expect(failures, failures.join('\n')).toEqual([]);
      } finally {
        if (app !== shared) await app.close();
      }
    });
  }
});

afterAll(async () => {
  await shared?.close();
  const rows = summary.map(
    (r) =>
      `${r.op.padEnd(28)} ${String(r.sent).padStart(4)}  ${String(r.failures).padStart(3)}  ${String(r.ms).padStart(6)} ms  ${r.statuses}`,
  );
  const total = summary.reduce((n, r) => n + r.sent, 0);
  console.log(
    [
      `operation                    sent fail      time  statuses`,
      ...rows,
      `${summary.length} operations, ${total} requests, seed ${SEED}`,
    ].join('\n'),
  );
});
