/**
 * Batch forwarding of new samples. Every `intervalMs` the service asks `source()` for the organizations with a
 * forwarder and their devices, computes the samples reported since the previous tick (from the same streams as the
 * history, so what arrives equals what the console shows), and delivers them in batches of `batchSize`: POSTed
 * signed (see forwarders.ts) and/or inserted into the MongoDB collection. A failed batch is retried with exponential
 * back-off (baseDelayMs · 2^n, at most maxAttempts tries), then dropped and counted. The server starts and stops it.
 */
import type { MongoClient } from 'mongodb';
import type { SimDeviceEntry } from './analytics.js';
import type { EgressPolicy } from '../net/egress.js';
import {
  guardedMongoClient,
  mongoDestinationProblem,
  mongoError,
  postSigned,
  unreachableMongo,
  type ForwardPayload,
  type ForwardSample,
} from './forwarders.js';
import { factorStart, reportInterval, reportedSwitchSets } from './history.js';
import { onlineIntervals } from './schedule.js';
import { isReporting, valueAt } from './streams.js';
import type { SimConfig } from './types.js';

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
  timeoutMs?: number;
  now?: () => number;
  log?: (msg: string) => void;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples of the devices with t in (after, upTo], oldest first. */
export function samplesBetween(
  cfg: SimConfig,
  devices: SimDeviceEntry[],
  after: number,
  upTo: number,
): ForwardSample[] {
  const out: ForwardSample[] = [];
  for (const { device, factors, events } of devices) {
    const step = reportInterval(device);
    const live = factors.filter(isReporting);
    const sets = reportedSwitchSets(device, events);
    if (live.length === 0) continue;
    for (const iv of onlineIntervals(
      cfg,
      device,
      events,
      Math.floor(after) + 1,
      Math.floor(upTo) + 1,
    )) {
      for (let t = Math.ceil(iv.from / step) * step; t < iv.to; t += step) {
        for (const f of live) {
          if (t < factorStart(device, f)) continue;
          const value = valueAt(cfg, f, t, sets) as number;
          out.push({
            device_id: device.device_id,
            agri_id: f.agri_id,
            the_type: f.the_type,
            t,
            value,
          });
        }
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

export class ForwardService {
  private timer: NodeJS.Timeout | undefined;
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
    return this.opts.now?.() ?? Math.floor(Date.now() / 1000);
  }

  start(): void {
    if (this.timer) return;
    const every = this.opts.intervalMs ?? 60_000;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.all([...this.mongo.values()].map((c) => c.close().catch(() => undefined)));
    this.mongo.clear();
  }

  /**
   * One round: forwards what every configured organization reported since its previous round (the first round of an
   * organization only starts its clock). `lookbackSeconds` forwards at least that many past seconds (control plane).
   */
  async tick(opts: { lookbackSeconds?: number } = {}): Promise<void> {
    const now = this.now();
    this.stats.last_tick = now;
    for (const target of await this.opts.source()) {
      if (!target.post && !target.mongodb) {
        this.cursors.delete(target.organization);
        continue;
      }
      let after = this.cursors.get(target.organization);
      if (opts.lookbackSeconds) after = Math.min(after ?? now, now - opts.lookbackSeconds);
      this.cursors.set(target.organization, now);
      if (after === undefined || now <= after) continue;
      const samples = samplesBetween(this.opts.cfg, target.devices, after, now);
      const size = Math.max(1, this.opts.batchSize ?? 500);
      for (let i = 0; i < samples.length; i += size) {
        await this.deliver(target, samples.slice(i, i + size), now);
      }
    }
  }

  private async deliver(
    target: ForwardTarget,
    samples: ForwardSample[],
    now: number,
  ): Promise<void> {
    const payload: ForwardPayload = {
      organization: target.organization,
      sent_at: now,
      test: false,
      samples,
    };
    const attempts = Math.max(1, this.opts.maxAttempts ?? 4);
    // Each destination is retried until it took the batch; one that already did is not sent it again.
    const pending = { post: Boolean(target.post), mongodb: Boolean(target.mongodb) };
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const error = await this.sendOnce(target, payload, pending);
      if (error === null) {
        this.stats.batches_delivered++;
        this.stats.samples_delivered += samples.length;
        return;
      }
      this.stats.last_error = error;
      if (attempt < attempts)
        await sleep(Math.min(30_000, (this.opts.baseDelayMs ?? 1000) * 2 ** (attempt - 1)));
    }
    this.stats.batches_dropped++;
    this.opts.log?.(
      `forwarding ${samples.length} samples of ${target.organization} failed: ${this.stats.last_error}`,
    );
  }

  /** null when every pending destination took the batch (marking each done), else the first error. */
  private async sendOnce(
    target: ForwardTarget,
    payload: ForwardPayload,
    pending: { post: boolean; mongodb: boolean },
  ): Promise<string | null> {
    if (target.post && pending.post) {
      const r = await postSigned(target.post.url, payload, target.post.secret_key, {
        egress: this.opts.egress,
        timeoutMs: this.opts.timeoutMs,
        now: payload.sent_at,
      });
      if (!r.ok) return r.error ?? `HTTP ${r.status_code}`;
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
          client = guardedMongoClient(uri, this.opts.egress, timeout);
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
