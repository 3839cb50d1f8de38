/** The forwarders of an organization: where its new samples are sent (an HTTP POST url, a MongoDB collection). */
import type { ForwarderRecord } from '#src/db/types.js';
import type { Table } from './table.js';

export type ForwarderDestinations = Partial<
  Pick<ForwarderRecord, 'post_url' | 'mongodb_uri' | 'mongodb_collection'>
>;

export class ForwardersRepository {
  constructor(private readonly forwarders: Table<'forwarders'>) {}

  of(orgId: number): ForwarderRecord | undefined {
    return this.forwarders.rows.find((f) => f.org_id === orgId);
  }

  /** The forwarders that send somewhere (a POST url, or a MongoDB uri with its collection). */
  sending(): ForwarderRecord[] {
    return this.forwarders.rows.filter(
      (f) => f.post_url || (f.mongodb_uri && f.mongodb_collection),
    );
  }

  /** The organization's forwarder record, with its signing secret and (by default) no destination. */
  create(orgId: number, secretKey: string, set: ForwarderDestinations = {}): ForwarderRecord {
    return this.forwarders.insert({
      org_id: orgId,
      post_url: set.post_url ?? null,
      secret_key: secretKey,
      mongodb_uri: set.mongodb_uri ?? null,
      mongodb_collection: set.mongodb_collection ?? null,
    });
  }

  setPostUrl(f: ForwarderRecord, url: string | null): void {
    this.forwarders.update(f, { post_url: url });
  }

  setSecret(f: ForwarderRecord, secretKey: string): void {
    this.forwarders.update(f, { secret_key: secretKey });
  }

  /** Both set, or both cleared. */
  setMongodb(f: ForwarderRecord, uri: string | null, collection: string | null): void {
    this.forwarders.update(f, { mongodb_uri: uri, mongodb_collection: collection });
  }

  deleteOf(orgId: number): void {
    this.forwarders.delete((f) => f.org_id === orgId);
  }
}
