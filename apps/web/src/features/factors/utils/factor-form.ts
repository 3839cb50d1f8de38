import type { Factor, FactorCreate } from '@iot/api-client/model';
import { limits } from '@iot/api-client/limits';

/** The factor form's values as typed (inputs hold text; selects hold the choice's value as text). */
export interface FactorFormValues {
  name: string;
  the_type: string;
  enabled: boolean;
  unit: string;
  modbus_type: string;
  address: string;
  data_index: string;
  data_type: string;
  data_endian: string;
  data_factor: string;
  data_delta: string;
  decimals: string;
  read_command: string;
  min_value: string;
  max_value: string;
  info: string;
  remark: string;
}

export type FactorFormField = keyof FactorFormValues;
export type FactorFormErrorKey =
  | 'form.errors.nameRequired'
  | 'form.errors.typeRequired'
  | 'form.errors.range'
  | 'form.errors.number'
  | 'form.errors.decimals';
export type FactorFormErrors = Partial<Record<FactorFormField, FactorFormErrorKey>>;

/** Spec §9 defaults: slave id 1, modbus type 3, data type 2, endian '>', factor 1, delta 0, decimals 1. */
export const FACTOR_DEFAULTS: FactorFormValues = {
  name: '',
  the_type: '',
  enabled: true,
  unit: '1',
  modbus_type: '3',
  address: '0',
  data_index: '0',
  data_type: '2',
  data_endian: '>',
  data_factor: '1',
  data_delta: '0',
  decimals: '1',
  read_command: '',
  min_value: '',
  max_value: '',
  info: '',
  remark: '',
};

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

export function valuesFromFactor(f: Factor): FactorFormValues {
  return {
    name: f.name,
    the_type: String(f.the_type),
    enabled: f.enabled !== false,
    unit: text(f.unit),
    modbus_type: text(f.modbus_type),
    address: text(f.address),
    data_index: text(f.data_index),
    data_type: text(f.data_type),
    data_endian: text(f.data_endian),
    data_factor: text(f.data_factor),
    data_delta: text(f.data_delta),
    decimals: text(f.decimals),
    read_command: text(f.read_command),
    min_value: text(f.min_value),
    max_value: text(f.max_value),
    info: text(f.info),
    remark: text(f.remark),
  };
}

const isNumber = (v: string) => v.trim() !== '' && Number.isFinite(Number(v));

/** The whole-number fields and the ranges the document gives them (slave id 0-255, address 0-65535, offset 0-255). */
export const factorRanges = {
  unit: limits.FactorCreate.unit,
  address: limits.FactorCreate.address,
  data_index: limits.FactorCreate.data_index,
} as const;
export type RangedField = keyof typeof factorRanges;

/**
 * Spec §5: name and type required; slave id, address and byte offset at least 0 (and at most what the document
 * allows); factor and delta any number.
 */
export function validateFactor(v: FactorFormValues): FactorFormErrors {
  const errors: FactorFormErrors = {};
  if (!v.name.trim()) errors.name = 'form.errors.nameRequired';
  if (!v.the_type) errors.the_type = 'form.errors.typeRequired';
  for (const field of Object.keys(factorRanges) as RangedField[]) {
    const n = Number(v[field]);
    if (!isNumber(v[field])) errors[field] = 'form.errors.number';
    else if (
      !Number.isInteger(n) ||
      n < factorRanges[field].minimum ||
      n > factorRanges[field].maximum
    )
      errors[field] = 'form.errors.range';
  }
  for (const field of ['data_factor', 'data_delta'] as const) {
    if (!isNumber(v[field])) errors[field] = 'form.errors.number';
  }
  const decimals = Number(v.decimals);
  if (!isNumber(v.decimals) || !Number.isInteger(decimals) || decimals < 0 || decimals > 6)
    errors.decimals = 'form.errors.decimals';
  for (const field of ['min_value', 'max_value'] as const) {
    if (v[field].trim() !== '' && !isNumber(v[field])) errors[field] = 'form.errors.number';
  }
  return errors;
}

const optionalNumber = (v: string) => (v.trim() === '' ? null : Number(v));
const optionalText = (v: string) => (v.trim() === '' ? null : v.trim());
/** Selects carry text; numeric choices (modbus type, data type) go back as numbers. */
const choice = (v: string) => (/^-?\d+$/.test(v) ? Number(v) : v);

/** The create / update payload of valid values. */
export function factorPayload(v: FactorFormValues): FactorCreate {
  return {
    name: v.name.trim(),
    the_type: Number(v.the_type),
    enabled: v.enabled,
    unit: Number(v.unit),
    modbus_type: choice(v.modbus_type) as FactorCreate['modbus_type'],
    address: Number(v.address),
    data_index: Number(v.data_index),
    data_type: choice(v.data_type) as FactorCreate['data_type'],
    data_endian: v.data_endian as FactorCreate['data_endian'],
    data_factor: Number(v.data_factor),
    data_delta: Number(v.data_delta),
    decimals: Number(v.decimals),
    read_command: optionalText(v.read_command),
    min_value: optionalNumber(v.min_value),
    max_value: optionalNumber(v.max_value),
    info: optionalText(v.info),
    remark: optionalText(v.remark),
  };
}
