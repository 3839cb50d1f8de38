/**
 * Credentials hide in many places of a forwarder's URL (a path secret such as `/services/T000/B000/SECRET`, query keys
 * such as `sig`, `pwd` and `auth`, MongoDB's `authMechanismProperties`, a password with an `@`), so members without the
 * settings permission see only where the data goes: `scheme://host:port` (docs/decisions/0151-forwarder-targets-only.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envelope, usePublicDemo, visitor } from './support/mock';

// public addresses, written as such: nothing is resolved or connected to
const POST_URL =
  'https://hooks:p@ss@93.184.216.34:8443/services/T000/B000/XSECRETPATH?sig=SIGVALUE&pwd=PWDVALUE&auth=AUTHVALUE';
const MONGO_URI =
  'mongodb://iot:M0ngo%40Pass@93.184.216.34:27017,93.184.216.35/farmdb?authMechanism=MONGODB-AWS&authMechanismProperties=AWS_SESSION_TOKEN:SESSIONTOKEN&tls=true';
const SECRETS = [
  'hooks',
  'p@ss',
  'ss@',
  'XSECRETPATH',
  'SIGVALUE',
  'PWDVALUE',
  'AUTHVALUE',
  'iot:',
  'M0ngo',
  'farmdb',
  'SESSIONTOKEN',
  'authMechanism',
];

const demo = usePublicDemo();

describe('a forwarder’s target without its credentials', () => {
  it('shows members without the settings permission only scheme://host:port', async () => {
    const visit = visitor(demo.app, '198.51.100.91');
    const owner = (await visit.signIn('demo')).headers('demo-farm');
    const put = (url: string, payload: Record<string, unknown>) =>
      visit.inject({ method: 'PUT', url, headers: owner, payload });
    const post = await put('/api/v2/forwarders/post/', { url: POST_URL });
    expect(post.statusCode, post.body).toBe(200);
    const mongo = await put('/api/v2/forwarders/mongodb/', { uri: MONGO_URI, collection: 'c' });
    expect(mongo.statusCode, mongo.body).toBe(200);

    const viewer = (await visit.signIn('viewer')).headers('demo-farm');
    const postSeen = await visit.inject({ url: '/api/v2/forwarders/post/', headers: viewer });
    const mongoSeen = await visit.inject({ url: '/api/v2/forwarders/mongodb/', headers: viewer });
    expect(envelope<{ url: string }>(postSeen).data.url).toBe('https://93.184.216.34:8443');
    expect(envelope<{ uri: string }>(mongoSeen).data.uri).toBe(
      'mongodb://93.184.216.34:27017,93.184.216.35:27017',
    );
    for (const secret of SECRETS) {
      expect(postSeen.body, secret).not.toContain(secret);
      expect(mongoSeen.body, secret).not.toContain(secret);
    }

    const ownerAgain = (await visit.signIn('demo')).headers('demo-farm');
    const full = await visit.inject({ url: '/api/v2/forwarders/mongodb/', headers: ownerAgain });
    expect(envelope<{ uri: string }>(full).data.uri).toBe(MONGO_URI);
  });

  it('is what the document says those members read', () => {
    const document = readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8');
    const described = (schema: string, field: string) =>
      new RegExp(
        `\\n    ${schema}:\\n[\\s\\S]*?\\n        ${field}:[\\s\\S]*?description: '([^']*)'`,
      ).exec(document)?.[1];
    expect(described('PostForwarder', 'url')).toMatch(/`scheme:\/\/host:port`/);
    expect(described('MongodbForwarder', 'uri')).toMatch(/`scheme:\/\/host:port`/);
  });
});
