import { describe, expect, it } from 'vitest';
import { FACTOR_DEFAULTS, factorFormSchema } from './factor-form';

const valid = { ...FACTOR_DEFAULTS, name: ' Air temperature ', the_type: '1' };
const failing = (input: unknown) =>
  factorFormSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('factor form (the generated createFactorBody decides)', () => {
  it('needs a name and a type', () => {
    expect(failing(FACTOR_DEFAULTS)).toEqual(['name', 'the_type']);
  });

  it('sends numbers, trimmed text and null for empty optional fields', () => {
    expect(factorFormSchema.parse(valid)).toMatchObject({
      name: 'Air temperature',
      the_type: 1,
      unit: 1,
      modbus_type: 3,
      data_type: 2,
      data_endian: '>',
      decimals: 1,
      min_value: null,
      read_command: null,
    });
  });

  it('keeps slave id, address and byte offset within the document’s bounds', () => {
    expect(failing({ ...valid, unit: '-1' })).toEqual(['unit']);
    expect(failing({ ...valid, unit: '256' })).toEqual(['unit']);
    expect(failing({ ...valid, address: '65536' })).toEqual(['address']);
    expect(failing({ ...valid, data_index: '-1' })).toEqual(['data_index']);
    expect(failing({ ...valid, unit: '255', address: '65535', data_index: '0' })).toEqual([]);
  });

  it('never lets an emptied number take its default; factor and delta take any number', () => {
    expect(failing({ ...valid, unit: '' })).toEqual(['unit']);
    expect(failing({ ...valid, data_factor: 'x' })).toEqual(['data_factor']);
    expect(failing({ ...valid, data_factor: '-0.25', data_delta: '1e3' })).toEqual([]);
    expect(failing({ ...valid, decimals: '7' })).toEqual(['decimals']);
  });
});
