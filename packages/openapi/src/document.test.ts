import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createAjv } from './ajv';
import { getControlDocument, getDocument, loadDocument } from './document';

/** A small document of its own, so each rule of the loader is seen on input written for it. */
function documentFile(doc: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  const file = join(dir, 'openapi.yaml');
  writeFileSync(file, stringify(doc));
  return file;
}

const listForms = {
  oneOf: [
    { type: 'array', maxItems: 7, items: { $ref: '#/components/schemas/Item' } },
    { type: 'object', properties: { results: { type: 'array', maxItems: 7 } } },
  ],
};

const small = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  security: [{ bearer: [] }],
  paths: {
    '/items/{id}/': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getItem',
        tags: ['items'],
        parameters: [{ name: 'X-Org-Slug', in: 'header', schema: { type: 'string' } }],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Item', description: 'the item' },
                example: { id: 1 },
              },
            },
          },
          '204': { description: 'none' },
        },
      },
      put: {
        operationId: 'putItem',
        security: [],
        requestBody: { $ref: '#/components/requestBodies/Item' },
        responses: { '200': { content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    '/items/mine/': {
      get: { operationId: 'myItems', responses: { '200': { description: 'ok' } } },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } },
    requestBodies: {
      Item: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
      },
    },
    schemas: {
      Item: { type: 'object', properties: { id: { type: 'integer' } } },
      Items: listForms,
      ItemsResponse: {
        type: 'object',
        properties: { data: { $ref: '#/components/schemas/Items' } },
      },
    },
  },
};

describe('loadDocument', () => {
  const doc = loadDocument(documentFile(small));

  it('indexes every operation with its shared and own parameters resolved', () => {
    expect([...doc.operations.keys()]).toEqual(['getItem', 'putItem', 'myItems']);
    const op = doc.operation('getItem');
    expect(op).toMatchObject({
      method: 'GET',
      path: '/items/{id}/',
      url: '/items/:id/',
      tag: 'items',
    });
    expect(op.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
      ['path', 'id', true],
      ['header', 'X-Org-Slug', false],
    ]);
    expect(op.orgScoped).toBe(true);
    expect(op.authenticated).toBe(true);
    expect(doc.operation('putItem').authenticated).toBe(false);
  });

  it('inlines $refs, keeping the keywords written beside them', () => {
    const ok = doc.operation('getItem').responses.get(200);
    expect(ok?.schema).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' } },
      description: 'the item',
    });
    expect(ok?.example).toEqual({ id: 1 });
    expect(doc.operation('putItem').body).toEqual({
      required: true,
      schema: small.components.schemas.Item,
    });
  });

  it('keeps answers without a JSON body, with their media types', () => {
    expect(doc.operation('getItem').responses.get(204)).toEqual({ contentTypes: [], schema: null });
    expect(doc.operation('putItem').responses.get(200)).toEqual({
      contentTypes: ['text/csv'],
      schema: null,
    });
  });

  it('matches a request to the most specific path template', () => {
    expect(doc.operationOf('get', '/items/mine/')?.operationId).toBe('myItems');
    expect(doc.operationOf('GET', '/items/12/')?.operationId).toBe('getItem');
    expect(doc.operationOf('DELETE', '/items/12/')).toBeUndefined();
    expect(() => doc.operation('nothing')).toThrow('no operation nothing');
  });

  it('reads a limit through a $ref and a oneOf of list forms', () => {
    expect(doc.schemaLimit('ItemsResponse', 'data', 'maxItems')).toBe(7);
    expect(() => doc.schemaLimit('ItemsResponse', 'data', 'minItems')).toThrow(
      'states no minItems',
    );
  });

  it('refuses a recursive $ref and a reference to another file', () => {
    const loop = {
      ...small,
      components: { ...small.components, schemas: { Item: { $ref: '#/components/schemas/Item' } } },
    };
    expect(() => loadDocument(documentFile(loop))).toThrow('Recursive $ref');
    const remote = {
      ...small,
      components: { ...small.components, schemas: { Item: { $ref: 'other.yaml#/Item' } } },
    };
    expect(() => loadDocument(documentFile(remote))).toThrow('Only local $refs');
  });
});

describe('openapi/openapi.yaml', () => {
  it('loads with no $ref left in any operation', () => {
    const doc = getDocument();
    expect(doc.operations.size).toBeGreaterThan(50);
    expect(
      JSON.stringify(
        [...doc.operations.values()].map((op) => [op.parameters, op.body, [...op.responses]]),
      ),
    ).not.toContain('$ref');
    expect(getDocument()).toBe(doc);
    // the whole document parsed and dereferenced: seconds on a loaded 2-core machine
  }, 30_000);

  // The servers compile the documents' schemas without checking them against the JSON Schema meta-schema (that check
  // costs a start ≈ 0.2 s per Ajv instance); this is where an invalid schema is caught.
  it.each([
    ['openapi/openapi.yaml', getDocument],
    ['openapi/control.yaml', getControlDocument],
  ])(
    '%s has only valid JSON Schema 2020-12 in its parameters, bodies and answers',
    (_, load) => {
      const ajv = createAjv();
      const problems: string[] = [];
      for (const [id, op] of load().operations) {
        const schemas: [string, unknown][] = [
          ...op.parameters.map((p): [string, unknown] => [`parameter ${p.name}`, p.schema]),
          ...(op.body ? [['body', op.body.schema] as [string, unknown]] : []),
          ...[...op.responses].map(([status, r]): [string, unknown] => [
            `answer ${status}`,
            r.schema,
          ]),
        ];
        for (const [where, schema] of schemas)
          if (schema && !ajv.validateSchema(schema as object))
            problems.push(`${id} ${where}: ${ajv.errorsText(ajv.errors)}`);
      }
      expect(problems).toEqual([]);
    },
    30_000,
  );
});
