import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without types
import { collectOperations } from '../scripts/operations.mjs';
import { operations } from './generated/operations';

const document = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8');

describe('generated operations', () => {
  it('are the document’s operations with their method, path and declared error statuses', () => {
    const fresh = collectOperations(document);
    expect(fresh.listProjectDevices).toEqual({
      method: 'GET',
      path: '/api/v2/projects/{project_id}/devices/',
      tag: 'devices',
      errorStatuses: expect.arrayContaining([401, 404, 500]),
    });
    expect(fresh.login.errorStatuses).not.toContain(200);
    expect(operations).toEqual(fresh);
  });
});
