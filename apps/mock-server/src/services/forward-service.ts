/**
 * Batch forwarding of new samples. Every `intervalMs` the service asks `source()` for the organizations with a
 * forwarder and their devices, streams the samples reported since the previous round (sample-stream.ts: the same
 * streams as the history, so what arrives equals what the console shows, never the whole window in memory), and
 * delivers them in batches of `batchSize`: POSTed signed (see forward-delivery.ts) and/or inserted into the MongoDB
 * collection. A failed batch is retried with exponential back-off (baseDelayMs · 2^n, at most maxAttempts tries),
 * then dropped and counted. Organizations are served side by side, in `slots` that every world of the server shares,
 * each within its own `tenantTimeoutMs` (from when its slot is free), so a slow receiver delays only its own
 * organization. One round runs at a time: a tick while a round is under way joins it. The server starts and stops it.
 */
import type { MongoClient } from 'mongodb';
import type { EgressPolicy } from '#src/net/egress.js';
import type { SimDeviceEntry } from '#src/simulation/analytics.js';
import { postSigned, type ForwardPayload, type ForwardSample } from './forward-delivery.js';
import {
  guardedMongoClient,
  mongoDestinationProblem,
  mongoError,
  unreachableMongo,
} from './forward-mongo.js';
import { sampleBatches } from '#src/simulation/sample-stream.js';
import type { SimConfig } from '#src/simulation/types.js';
import { Slots, sleep } from '#src/lib/concurrency.js';
import { msg, render, type Message } from '#src/i18n/messages.js';

export interface ForwardTarget {
  organization: string;
  post?: { url: string; secret_key: string } | null;
  mongodb?: { uri: string; collection: string } | null;
  devices: SimDeviceEntry[];
}

export interface ForwardStats {
  batches_delivered: number;
  batches_dropped: number;
  samples_delivered: number;
  last_error: string | null;
  last_tick: number | null;
}

export interface ForwardServiceOptions {
  cfg: SimConfig;
  source: () => Promise<ForwardTarget[]> | ForwardTarget[];
  /** The SSRF guard every delivery goes through (src/net/egress.ts). */
  egress: EgressPolicy;
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  /** One request (POST) or server selection (MongoDB), ms (MOCK_FORWARD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Everything an organization's round may take, retries included (MOCK_FORWARD_TENANT_TIMEOUT_MS, 30 s). */
  tenantTimeoutMs?: number;
  /** Organizations served at once: the server's slots, shared by every world's forwarding (MOCK_FORWARD_CONCURRENCY). */
  slots?: Slots;
  /** Now in whole seconds (the world's clock: src/lib/clock.ts). */
  now: () => number;
  log?: (msg: string) => void;
}

export class ForwardService {
  private stopTimer: (() => void) | undefined;
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;
  private readonly cursors = new Map<string, number>();
  private readonly mongo = new Map<string, MongoClient>();
  readonly stats: ForwardStats = {
    batches_delivered: 0,
    batches_dropped: 0,
    samples_delivered: 0,
    last_error: null,
    last_tick: null,
  };

  constructor(private readonly opts: ForwardServiceOptions) {}

  private now(): number {
    return this.opts.now();
  }

  /** Runs a round every `intervalMs` on `every` (the world's timers: a jump of its clock runs one round, at once). */
  start(every: (periodMs: number, fn: () => void) => () => void): void {
    this.stopTimer ??= every(this.opts.intervalMs ?? 60_000, () => void this.tick());
  }

  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = undefined;
    // A round under way is cut short (its remaining batches count as dropped) instead of holding up the shutdown.
    this.stopping.abort();
    await this.running;
    await Promise.all([...this.mongo.values()].map((c) => c.close().catch(() => undefined)));
    this.mongo.clear();
  }

  /**
   * One round: forwards what every configured organization reported since its previous round (the first round of an
   * organization only starts its clock). `lookbackSeconds` forwards at least that many past seconds (control plane).
   * While a round is under way another tick joins it instead of starting a second one.
   */
  tick(opts: { lookbackSeconds?: number } = {}): Promise<void> {
    this.running ??= this.round(opts).finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(opts: { lookbackSeconds?: number }): Promise<void> {
    const now = this.now();
    this.stats.last_tick = now;
    const work: (() => Promise<void>)[] = [];
    for (const target of await this.opts.source()) {
      if (!target.post && !target.mongodb) {
        this.cursors.delete(target.organization);
        continue;
      }
      let after = this.cursors.get(target.organization);
      if (opts.lookbackSeconds) after = Math.min(after ?? now, now - opts.lookbackSeconds);
      this.cursors.set(target.organization, now);
      if (after !== undefined && now > after)
        work.push(() => this.forwardTenant(target, after, now));
    }
    const slots = this.opts.slots ?? new Slots(8);
    await Promise.all(work.map((w) => slots.run(w, this.stopping.signal)));
  }

  /** One organization's share of a round, cut off after tenantTimeoutMs (what is left is counted dropped). */
  private async forwardTenant(target: ForwardTarget, after: number, now: number): Promise<void> {
    const limitMs = this.opts.tenantTimeoutMs ?? 30_000;
    const deadline = AbortSignal.any([AbortSignal.timeout(limitMs), this.stopping.signal]);
    const size = Math.max(1, this.opts.batchSize ?? 500);
    let dropped = 0;
    for (const batch of sampleBatches(this.opts.cfg, target.devices, after, now, size)) {
      if (deadline.aborted || !(await this.deliver(target, batch, now, deadline))) dropped++;
      // Let other organizations' work run between batches (the stream is computed on this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (dropped === 0) return;
    this.stats.batches_dropped += dropped;
    if (deadline.aborted)
      this.stats.last_error = this.stopping.signal.aborted
        ? `${target.organization}: the server stopped during forwarding`
        : `${target.organization}: forwarding took longer than ${limitMs / 1000} s`;
    this.opts.log?.(
      `forwarding of ${target.organization}: ${dropped} batch(es) dropped: ${this.stats.last_error}`,
    );
  }

  /** Delivers one batch with retries; false when it was not delivered. */
  private async deliver(
    target: ForwardTarget,
    samples: ForwardSample[],
    now: number,
    deadline: AbortSignal,
  ): Promise<boolean> {
    const payload: ForwardPayload = {
      organization: target.organization,
      sent_at: now,
      test: false,
      samples,
    };
    const attempts = Math.max(1, this.opts.maxAttempts ?? 4);
    // Each destination is retried until it took the batch; one that already did is not sent it again.
    const pending = { post: Boolean(target.post), mongodb: Boolean(target.mongodb) };
    for (let attempt = 1; attempt <= attempts && !deadline.aborted; attempt++) {
      const error = await this.sendOnce(target, payload, pending, deadline);
      if (error === null) {
        this.stats.batches_delivered++;
        this.stats.samples_delivered += samples.length;
        return true;
      }
      // the control plane's statistics are read by developers: in English
      this.stats.last_error = `${target.organization}: ${render(error, 'en')}`;
      if (attempt < attempts)
        await sleep(
          Math.min(30_000, (this.opts.baseDelayMs ?? 1000) * 2 ** (attempt - 1)),
          deadline,
        );
    }
    return false;
  }

  /** null when every pending destination took the batch (marking each done), else the first error. */
  private async sendOnce(
    target: ForwardTarget,
    payload: ForwardPayload,
    pending: { post: boolean; mongodb: boolean },
    deadline: AbortSignal,
  ): Promise<Message | null> {
    if (target.post && pending.post) {
      const r = await postSigned(target.post.url, payload, target.post.secret_key, {
        egress: this.opts.egress,
        timeoutMs: this.opts.timeoutMs,
        now: payload.sent_at,
        signal: deadline,
      });
      if (!r.ok)
        return r.error ?? msg('forwarder.post_answered', { status: String(r.status_code) });
      pending.post = false;
    }
    if (target.mongodb && pending.mongodb) {
      const timeout = this.opts.timeoutMs ?? 3000;
      const { uri, collection } = target.mongodb;
      try {
        // Checked at every delivery: what a name resolves to may have changed since it was saved.
        if ((await mongoDestinationProblem(uri, this.opts.egress)) !== null)
          return unreachableMongo(timeout);
        let client = this.mongo.get(uri);
        if (!client) {
          client = await guardedMongoClient(uri, this.opts.egress, timeout);
          this.mongo.set(uri, client);
        }
        const docs = payload.samples.map((s) => ({ ...s, organization: payload.organization }));
        await client.db().collection(collection).insertMany(docs);
        pending.mongodb = false;
      } catch (err) {
        // A failed client is not reused: the next attempt connects afresh.
        const broken = this.mongo.get(uri);
        this.mongo.delete(uri);
        await broken?.close().catch(() => undefined);
        return mongoError(err, timeout);
      }
    }
    return null;
  }
}
