import { describe, expect, it } from 'vitest';
import { FACTOR_DEFAULTS, factorPayload, validateFactor } from './factor-form';

const valid = { ...FACTOR_DEFAULTS, name: '空气温度', the_type: '1001' };

describe('factor form (spec §3, §5, §9)', () => {
  it('defaults: slave id 1, modbus type 3, data type 2, endian >, factor 1, delta 0, decimals 1', () => {
    expect(factorPayload(valid)).toMatchObject({
      unit: 1,
      modbus_type: 3,
      data_type: 2,
      data_endian: '>',
      data_factor: 1,
      data_delta: 0,
      decimals: 1,
      enabled: true,
    });
  });

  it('requires the name (trimmed) and the type', () => {
    expect(validateFactor({ ...FACTOR_DEFAULTS, name: '   ' })).toMatchObject({
      name: 'form.errors.nameRequired',
      the_type: 'form.errors.typeRequired',
    });
  });

  it.each(['unit', 'address', 'data_index'] as const)('%s is at least 0', (field) => {
    expect(validateFactor({ ...valid, [field]: '-1' })[field]).toBe('form.errors.range');
    expect(validateFactor({ ...valid, [field]: '65536' })[field]).toBe('form.errors.range');
    expect(validateFactor({ ...valid, [field]: '0' })[field]).toBeUndefined();
  });

  it('factor and delta take any number, negative and decimal included', () => {
    expect(validateFactor({ ...valid, data_factor: '-0.01', data_delta: '-40' })).toEqual({});
    expect(validateFactor({ ...valid, data_factor: 'abc' }).data_factor).toBe('form.errors.number');
  });

  it('sends empty optional fields as null and trims the name', () => {
    expect(factorPayload({ ...valid, name: ' 温度 ', min_value: '', remark: ' ' })).toMatchObject({
      name: '温度',
      min_value: null,
      remark: null,
    });
  });
});
