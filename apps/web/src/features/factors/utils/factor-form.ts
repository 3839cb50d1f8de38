import type { Factor } from '@iot/api-client/model';
import { z } from 'zod';
import { createFactorBody } from '@iot/api-client/zod/factors';

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

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const optionalNumber = (v: string) => (v.trim() === '' ? null : Number(v));
const optionalText = (v: string) => (v.trim() === '' ? null : v.trim());
/** Selects carry text; numeric choices (modbus type, data type) go back as numbers. */
const choice = (v: string) => (/^-?\d+$/.test(v) ? Number(v) : v);

/**
 * The text the form holds becomes the body, which the generated `createFactorBody` checks: name and type required,
 * slave id, address and byte offset within the document's bounds, factor and delta any number, decimals 0-6. A
 * required number left empty or not a number stays NaN, so the schema refuses it (it never takes a default).
 */
export const factorFormSchema = z
  .object(
    Object.fromEntries(
      Object.keys(FACTOR_DEFAULTS).map((k) => [k, k === 'enabled' ? z.boolean() : z.string()]),
    ) as unknown as { [K in keyof FactorFormValues]: z.ZodType<FactorFormValues[K]> },
  )
  .transform(
    (v) =>
      ({
        name: v.name.trim(),
        the_type: v.the_type ? Number(v.the_type) : undefined,
        enabled: v.enabled,
        unit: number(v.unit),
        modbus_type: choice(v.modbus_type),
        address: number(v.address),
        data_index: number(v.data_index),
        data_type: choice(v.data_type),
        data_endian: v.data_endian,
        data_factor: number(v.data_factor),
        data_delta: number(v.data_delta),
        decimals: number(v.decimals),
        read_command: optionalText(v.read_command),
        min_value: optionalNumber(v.min_value),
        max_value: optionalNumber(v.max_value),
        info: optionalText(v.info),
        remark: optionalText(v.remark),
      }) as z.input<typeof createFactorBody>,
  )
  .pipe(createFactorBody);

const NUMBER = { format: 'factors:form.errors.number', required: 'factors:form.errors.number' };
/** Name and type say they are required; a number field that is empty or holds no number says so. */
export const FACTOR_MESSAGES = {
  name: { required: 'factors:form.errors.nameRequired' },
  the_type: { required: 'factors:form.errors.typeRequired' },
  ...Object.fromEntries(
    (
      [
        'unit',
        'address',
        'data_index',
        'data_factor',
        'data_delta',
        'decimals',
        'min_value',
        'max_value',
      ] as const
    ).map((k) => [k, NUMBER]),
  ),
};
