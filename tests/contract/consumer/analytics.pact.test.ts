import { describe, expect, it } from 'vitest';
import { getProjectDataHourly, getProjectDataTotal } from '@iot/api-client/hooks/analytics';
import { authHeaders, createPact, EXAMPLES, statePath, useClient } from './support/pact';
import { answer } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const OWNS_PROJECT = STATE.onlineDevice;

describe('analytics', () => {
  it('getProjectDataTotal: reads the total number of data points of a project', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request for the data total of a project')
      .withRequest('GET', statePath('/api/v2/analytics/projects/{projectId}/total/'), (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('getProjectDataTotal')))
      .executeTest(async (server) => {
        useClient(server.url);
        const total = await getProjectDataTotal(EXAMPLES.projectId);
        expect(total.data_count).toBeGreaterThanOrEqual(0);
      });
  });

  it('getProjectDataHourly: reads 24 hourly buckets', async () => {
    await pact
      .addInteraction()
      .given(OWNS_PROJECT)
      .uponReceiving('a request for the hourly data counts of a project')
      .withRequest('GET', statePath('/api/v2/analytics/projects/{projectId}/hourly/'), (b) =>
        b.headers(authHeaders()),
      )
      // Exactly 24 buckets, as the document says: the chart draws the last 24 hours, one bar per bucket.
      .willRespondWith(200, (b) => b.jsonBody(answer('getProjectDataHourly')))
      .executeTest(async (server) => {
        useClient(server.url);
        const hourly = await getProjectDataHourly(EXAMPLES.projectId);
        expect(hourly.items).toHaveLength(24);
        expect(hourly.items[0]?.update_at).toBeGreaterThan(0);
      });
  });
});
