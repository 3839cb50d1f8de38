/** API shapes of factors and the factor form's choices, labelled in the request's language (request.language). */
import type { FactorRecord, Schemas } from '#src/db/types.js';
import { factorTypeChoices, factorTypeDetail, type Lang } from '#src/simulation/factor-types.js';

type Label = { zh: string; en: string };

const MODBUS_TYPES: [number, Label][] = [
  [1, { zh: '线圈', en: 'Coil' }],
  [2, { zh: '离散输入', en: 'Discrete input' }],
  [3, { zh: '保持寄存器', en: 'Holding register' }],
  [4, { zh: '输入寄存器', en: 'Input register' }],
];

const DATA_TYPES: [number, Label][] = [
  [1, { zh: '单字节', en: '1 byte' }],
  [2, { zh: '无符号双字节', en: 'uint16' }],
  [3, { zh: '有符号双字节', en: 'int16' }],
  [4, { zh: '无符号四字节', en: 'uint32' }],
  [5, { zh: '有符号四字节', en: 'int32' }],
  [6, { zh: '单精度浮点', en: 'float32' }],
  [7, { zh: '无符号八字节', en: 'uint64' }],
  [8, { zh: '有符号八字节', en: 'int64' }],
  [9, { zh: '双精度浮点', en: 'float64' }],
];

const DATA_ENDIANS: [string, Label][] = [
  ['>', { zh: '大端', en: 'Big-endian' }],
  ['<', { zh: '小端', en: 'Little-endian' }],
  ['>_SW', { zh: '大端字交换', en: 'Big-endian word swap' }],
  ['<_SW', { zh: '小端字交换', en: 'Little-endian word swap' }],
];

function label<T>(table: [T, Label][], value: T, lang: Lang): string {
  return table.find(([v]) => v === value)?.[1][lang] ?? String(value);
}

export function factorOptions(lang: Lang): Schemas['FactorOptions'] {
  return {
    modbus_type_choices: MODBUS_TYPES.map(([v, l]) => [v, l[lang]]),
    data_type_choices: DATA_TYPES.map(([v, l]) => [v, l[lang]]),
    data_endian_choices: DATA_ENDIANS.map(([v, l]) => [v, l[lang]]),
    factor_types: factorTypeChoices(lang),
  };
}

export function factorView(f: FactorRecord, lang: Lang): Schemas['Factor'] {
  const { since: _since, ...rest } = f;
  return {
    ...rest,
    the_type_detail: factorTypeDetail(f.the_type, lang),
    modbus_type_display: label(MODBUS_TYPES, f.modbus_type, lang),
    data_type_display: label(DATA_TYPES, f.data_type, lang),
    data_endian_display: label(DATA_ENDIANS, f.data_endian, lang),
  };
}
