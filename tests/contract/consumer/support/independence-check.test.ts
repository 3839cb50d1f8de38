import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { independenceProblems } from './independence-check';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'independence-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const injected = {
  method: 'POST',
  path: '/api/v2/projects/proj_a1b2c3d4/data-download-tasks/',
  headers: {
    Authorization: ['Bearer eyJhbGciOiJIUzI1NiJ9.example-access.signature'],
    'X-Org-Slug': ['demo-farm'],
  },
  body: { content: { device_id: 7, factors: [31], start_time: 1763568000, report_interval: 5 } },
  generators: {
    path: {
      type: 'ProviderState',
      expression: '/api/v2/projects/${projectId}/data-download-tasks/',
    },
    header: { Authorization: {}, 'X-Org-Slug': {} },
    body: { '$.device_id': {}, '$.factors[0]': {} },
  },
};

function check(...requests: object[]): string[] {
  const interactions = requests.map((request, i) => ({ description: `interaction ${i}`, request }));
  writeFileSync(join(dir, 'iot-console-iot-api.json'), JSON.stringify({ interactions }));
  return independenceProblems(dir);
}

describe('independence of the pact from seed data', () => {
  it('accepts a request whose ids, organization and token are all injected', () => {
    expect(check(injected)).toEqual([]);
  });

  it('flags an organization, a path id, a body id or a token sent as recorded', () => {
    const problems = check({
      ...injected,
      generators: { body: { '$.factors[0]': {} }, header: {} },
    });
    expect(problems).toEqual(
      [
        'interaction 0: the path sends "proj_a1b2c3d4" without injecting it',
        'interaction 0: header Authorization sends ["Bearer eyJhbGciOiJIUzI1NiJ9.example-access.signature"] without injecting it',
        'interaction 0: header X-Org-Slug sends "demo-farm" without injecting it',
        'interaction 0: body $.device_id sends 7 without injecting it',
      ].map((p) => p.replace('interaction 0', '"interaction 0"')),
    );
  });

  it('flags the seed accounts and hardware anywhere in a request', () => {
    const problems = check({
      method: 'POST',
      path: '/api/v2/devices/bind/',
      query: { user: ['viewer'] },
      body: { content: { device_id: 'SIM-BIND-001', safe_code: 'SAFE-001', note: 'demo123456' } },
    });
    expect(problems).toHaveLength(4);
  });
});
