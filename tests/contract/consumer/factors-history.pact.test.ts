import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { getFactorHistory } from '@iot/api-client/hooks/factors';
import { authHeaders, caught, createPact, EXAMPLES, statePath, useClient } from './support/pact';
import { answer, failure } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();

describe('factors: history', () => {
  it('getFactorHistory: reads a page of 1000 points of the last hour, newest first', async () => {
    await pact
      .addInteraction()
      .given(STATE.onlineDevice)
      .uponReceiving('a request for the first history page of a factor')
      .withRequest('GET', statePath('/api/v2/data/{agriId}/'), (b) =>
        b.headers(authHeaders()).query({
          page: '1',
          page_size: '1000',
          min_timestamp: MatchersV3.fromProviderState('${minTimestamp}', '1763683200'),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('getFactorHistory')))
      .executeTest(async (server) => {
        useClient(server.url);
        const page = await getFactorHistory(EXAMPLES.agriId, {
          page: 1,
          page_size: 1000,
          min_timestamp: 1763683200,
        });
        expect(page.count).toBeGreaterThanOrEqual(page.results.length);
        expect(typeof page.results[0]?.value).toBe('number');
      });
  });

  it('getFactorHistory: an unknown agri_id is a 404', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request for the history of an unknown factor')
      .withRequest('GET', '/api/v2/data/NO_SUCH_FACTOR/', (b) =>
        b.headers(authHeaders()).query({ page: '1', page_size: '1000' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure('not_found', 'Factor not found')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getFactorHistory('NO_SUCH_FACTOR', { page: 1, page_size: 1000 }));
        expect(e.status).toBe(404);
      });
  });
});
