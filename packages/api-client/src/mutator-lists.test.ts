/**
 * Lists the document allows as a plain array or wrapped in `results` (`oneOf`, docs/decisions/0057-lists-plain-or-wrapped.md) resolve
 * with the array either way, through `apiListRequest`; a paged answer of another shape is not touched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetApiClientConfig } from './config';
import { getFactorHistory } from './generated/hooks/factors';
import { listOrganizations } from './generated/hooks/organizations';
import { listAccessTokens } from './generated/hooks/tokens';
import type { HistoryPage, Organization } from './generated/model';
import { ok, setup } from './testing/fake-server';
import { operationRules } from '../scripts/operation-rules';

afterEach(() => resetApiClientConfig());

// only what the assertions read; the fields are the generated model's
const orgs = [{ slug: 'a' }, { slug: 'b' }] satisfies Partial<Organization>[];

describe('lists that may be wrapped in results', () => {
  it('resolves a plain array as it is', async () => {
    setup(() => ok(orgs));
    await expect(listOrganizations()).resolves.toEqual(orgs);
  });

  it('resolves {results} as its array', async () => {
    setup(() => ok({ results: orgs }));
    await expect(listOrganizations()).resolves.toEqual(orgs);
  });

  it('resolves a Django REST Framework page of everything as its array', async () => {
    setup(() => ok({ count: 2, next: null, previous: null, results: orgs }));
    await expect(listOrganizations()).resolves.toEqual(orgs);
    setup(() => ok({ count: 0, next: null, previous: null, results: [] }));
    await expect(listAccessTokens()).resolves.toEqual([]);
  });

  it('refuses an answer that is neither, with an ApiError', async () => {
    setup(() => ok({ items: orgs }));
    await expect(listOrganizations()).rejects.toMatchObject({
      name: 'ApiError',
      code: 'invalid_response',
    });
  });

  it('leaves the paged factor history ({results, count}) as it is', async () => {
    const page = { results: [{ t: 1, value: 2 }], count: 1 } satisfies HistoryPage;
    setup(() => ok(page));
    await expect(getFactorHistory('agri-1')).resolves.toEqual(page);
  });
});

describe('which operations, from the document', () => {
  const rules = operationRules(new URL('../../../openapi/openapi.yaml', import.meta.url).pathname);

  it('finds every list written as a oneOf of an array and {results}', () => {
    expect(rules.lists).toEqual([
      'listAccessTokens',
      'listBlacklist',
      'listDownloadTasks',
      'listFactors',
      'listOrganizations',
      'listProjects',
      'listUsers',
    ]);
  });

  it('finds the calls whose 401 is final (x-refresh-on-401: false)', () => {
    expect(rules.noRefresh).toEqual(['login', 'loginWxmp', 'logout', 'refreshToken']);
  });
});
