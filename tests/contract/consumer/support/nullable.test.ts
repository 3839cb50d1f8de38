import { describe, expect, it } from 'vitest';
import { allowNulls } from './nullable';

const rule = (match: string) => ({ combine: 'AND', matchers: [{ match }] });

describe('allowNulls', () => {
  it('lets every matched nullable field of an answer be null, leaving exact values and objects as they are', () => {
    const device = {
      id: 7,
      info: 'east',
      connect_time: 1,
      project: { project_id: 'proj_a1', name: 'G1' },
    };
    const pact = {
      interactions: [
        {
          description: 'a device list',
          request: { method: 'GET', path: '/api/v2/projects/proj_a1/devices/' },
          response: {
            status: 200,
            body: { content: { success: true, data: { count: 1, results: [device] } } },
            matchingRules: {
              body: {
                '$.data.count': rule('integer'),
                '$.data.results[*].info': rule('type'),
                '$.data.results[*].id': rule('integer'),
                '$.data.results[*].project.name': rule('type'),
              },
            },
          },
        },
      ],
    };
    expect(allowNulls(pact)).toBe(1);
    const { body } = pact.interactions[0]!.response.matchingRules;
    expect(body['$.data.results[*].info']).toEqual({
      combine: 'OR',
      matchers: [{ match: 'type' }, { match: 'null' }],
    });
    // connect_time is nullable but exact here (no rule): an exact value stays exact
    expect(body['$.data.results[*].connect_time' as keyof typeof body]).toBeUndefined();
    expect(body['$.data.results[*].id']).toEqual(rule('integer'));
    expect(pact.interactions[0]).toMatchObject({
      comments: { text: [expect.stringContaining('$.data.results[*].project')] },
    });
  });
});
