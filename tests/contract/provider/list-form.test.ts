import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocument } from '@iot/openapi';
import { listForm, wrapInteraction, wrappedCopies } from './list-form';

const dir = mkdtempSync(join(tmpdir(), 'list-form-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const thing = { type: 'object', properties: { slug: { type: 'string' } } };
const envelope = (data: object) => ({
  content: {
    'application/json': { schema: { type: 'object', properties: { success: {}, data } } },
  },
});
const document = {
  openapi: '3.1.0',
  paths: {
    '/api/v2/things/': {
      get: {
        operationId: 'listThings',
        tags: ['things'],
        responses: {
          '200': envelope({
            oneOf: [
              { type: 'array', items: thing },
              { type: 'object', properties: { results: { type: 'array', items: thing } } },
            ],
          }),
          '403': envelope({ type: 'null' }),
        },
      },
    },
    '/api/v2/things/{slug}/': {
      get: { operationId: 'getThing', tags: ['things'], responses: { '200': envelope(thing) } },
    },
  },
};
const docPath = join(dir, 'openapi.json');
writeFileSync(docPath, JSON.stringify(document));
const doc = loadDocument(docPath);

const list = () => ({
  request: { method: 'GET', path: '/api/v2/things/' },
  response: {
    status: 200,
    body: { content: { success: true, data: [{ slug: 'demo-farm' }] } },
    matchingRules: {
      body: {
        '$.data': { matchers: [{ match: 'type', min: 1 }] },
        '$.data[*].slug': { matchers: [{ match: 'regex', regex: '^[a-z-]+$' }] },
        '$.database': { matchers: [{ match: 'type' }] },
      },
    },
  },
});

describe('PACT_LIST_FORM', () => {
  it('expects a list of a oneOf operation wrapped in results, its matching rules moved along', () => {
    const i = list();
    expect(wrapInteraction(i, doc)).toBe(true);
    expect(i.response.body.content).toEqual({
      success: true,
      data: { results: [{ slug: 'demo-farm' }] },
    });
    expect(Object.keys(i.response.matchingRules.body)).toEqual([
      '$.data.results',
      '$.data.results[*].slug',
      '$.database',
    ]);
  });

  it('leaves single objects, errors and lists the document does not let wrap alone', () => {
    const single = { ...list(), request: { method: 'GET', path: '/api/v2/things/a/' } };
    expect(wrapInteraction(single, doc)).toBe(false);
    const refused = list();
    refused.response.status = 403;
    expect(wrapInteraction(refused, doc)).toBe(false);
    expect(refused.response.body.content.data).toEqual([{ slug: 'demo-farm' }]);
  });

  it('wraps the lists of the operations named and no other', () => {
    const i = list();
    expect(wrapInteraction(i, doc, ['listOthers'])).toBe(false);
    expect(wrapInteraction(i, doc, 'array')).toBe(false);
    expect(wrapInteraction(i, doc, ['listThings'])).toBe(true);
  });

  it('writes wrapped copies, leaving the pact as it was', () => {
    const pact = join(dir, 'iot-console-iot-api.json');
    writeFileSync(pact, JSON.stringify({ interactions: [list(), list()] }));
    const files = wrappedCopies([pact], ['listThings'], doc);
    const copy = JSON.parse(readFileSync(files[0] ?? '', 'utf8')) as {
      interactions: ReturnType<typeof list>[];
    };
    expect(copy.interactions[0]?.response.body.content.data).toEqual({
      results: [{ slug: 'demo-farm' }],
    });
    expect(JSON.parse(readFileSync(pact, 'utf8'))).toEqual({ interactions: [list(), list()] });
  });

  it('reads the option strictly', () => {
    expect(listForm(undefined, doc)).toBe('array');
    expect(listForm('results', doc)).toBe('results');
    expect(listForm('listThings', doc)).toEqual(['listThings']);
    expect(() => listForm('wrapped', doc)).toThrow(
      /"array".*"results".*\(listThings\), not wrapped/,
    );
    expect(() => listForm('listThings,getThing', doc)).toThrow(/not getThing$/);
  });
});
