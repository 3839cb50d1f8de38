/**
 * The fuzzer's own promise: what it sends as "valid" satisfies the document's request schemas (otherwise a status
 * check on valid requests would mean nothing), for every operation with a body and many seeds.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { getDocument } from '@iot/openapi';
import { createRng } from './random';
import { validValue } from './values';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('password', true);

describe('generated valid values', () => {
  for (const op of [...getDocument().operations.values()].filter((o) => o.body)) {
    it(`satisfy the request schema of ${op.operationId}`, () => {
      const validate = ajv.compile(op.body!.schema);
      for (let seed = 1; seed <= 40; seed++) {
        const value = validValue(createRng(seed), op.body!.schema);
        expect(
          validate(value),
          `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`,
        ).toBe(true);
      }
    });
  }

  it('are the same for the same seed', () => {
    const schema = getDocument().operation('createFactor').body!.schema;
    expect(validValue(createRng(7), schema)).toEqual(validValue(createRng(7), schema));
  });
});
