/**
 * The factor types the mock knows. Codes >= 1000 are numeric sensors, 200/201 are switches (spec: data model).
 * The seed picks from this table, the factor options call lists it as `factor_types` pairs, and each factor's
 * `the_type_detail` (name, icon, unit) comes from it. `min`/`max`/`decimals` are the defaults a new factor gets.
 * `icon` is a lucide icon name (https://lucide.dev/icons); `the_type_detail.icon` is the url
 * `/assets/factor-icons/<icon>.svg` (FactorTypeDetail in openapi/openapi.yaml: an icon url, a default icon under /assets/).
 */

type FactorKind = 'sensor' | 'switch';
export type Lang = 'zh' | 'en';

export interface FactorTypeInfo {
  code: number;
  kind: FactorKind;
  name: { zh: string; en: string };
  /** Empty string for unit-less types (pH, switches). */
  unit: string;
  icon: string;
  min: number;
  max: number;
  decimals: number;
}

const t = (
  code: number,
  zh: string,
  en: string,
  unit: string,
  icon: string,
  min: number,
  max: number,
  decimals: number,
): FactorTypeInfo => ({
  code,
  kind: code === 200 || code === 201 ? 'switch' : 'sensor',
  name: { zh, en },
  unit,
  icon,
  min,
  max,
  decimals,
});

export const FACTOR_TYPES: readonly FactorTypeInfo[] = [
  t(1001, '空气温度', 'Air temperature', '°C', 'thermometer', -20, 60, 1),
  t(1002, '空气湿度', 'Air humidity', '%RH', 'droplets', 0, 100, 1),
  t(1003, '土壤湿度', 'Soil moisture', '%', 'sprout', 0, 100, 1),
  t(1004, '二氧化碳浓度', 'CO₂ concentration', 'ppm', 'cloud', 0, 5000, 0),
  t(1005, '光照强度', 'Light intensity', 'lux', 'sun', 0, 200000, 0),
  t(1006, '土壤电导率', 'Soil EC', 'mS/cm', 'zap', 0, 20, 2),
  t(1007, '土壤pH值', 'Soil pH', '', 'flask-conical', 0, 14, 2),
  t(1008, '土壤温度', 'Soil temperature', '°C', 'thermometer-sun', -20, 60, 1),
  t(1009, '风速', 'Wind speed', 'm/s', 'wind', 0, 60, 1),
  t(1010, '风向', 'Wind direction', '°', 'compass', 0, 360, 0),
  t(1011, '降雨强度', 'Rain intensity', 'mm/h', 'cloud-rain', 0, 200, 1),
  t(1012, '大气压力', 'Atmospheric pressure', 'hPa', 'gauge', 300, 1100, 1),
  t(1013, 'PM2.5', 'PM2.5', 'μg/m³', 'factory', 0, 1000, 0),
  t(1014, '水温', 'Water temperature', '°C', 'thermometer-snowflake', 0, 50, 1),
  t(1015, '溶解氧', 'Dissolved oxygen', 'mg/L', 'fish', 0, 20, 2),
  t(1016, '液位', 'Water level', 'm', 'ruler', 0, 10, 2),
  t(1017, '电池电压', 'Battery voltage', 'V', 'battery', 0, 15, 2),
  t(200, '开关', 'Switch', '', 'power', 0, 1, 0),
  t(201, '开关(带反馈)', 'Switch with feedback', '', 'toggle-right', 0, 1, 0),
];

const BY_CODE = new Map(FACTOR_TYPES.map((info) => [info.code, info]));

/** The table entry for a code, or undefined (unsupported type, or a sensor code the table does not name). */
export function getFactorType(code: number): FactorTypeInfo | undefined {
  return BY_CODE.get(code);
}

export function isSwitchType(code: number): boolean {
  return code === 200 || code === 201;
}

/** Spec: >= 1000 numeric sensor, 200/201 switch, anything else unsupported (reports no data). */
export function isSupportedType(code: number): boolean {
  return isSwitchType(code) || (Number.isInteger(code) && code >= 1000);
}

/** `factor_types` of the factor options call: [code, localized name] pairs in table order. */
export function factorTypeChoices(lang: Lang): [number, string][] {
  return FACTOR_TYPES.map((info) => [info.code, info.name[lang]]);
}

const FACTOR_ICON_BASE = '/assets/factor-icons/';
const DEFAULT_FACTOR_ICON = `${FACTOR_ICON_BASE}default.svg`;

/** `the_type_detail` of a factor. Unknown codes get a generic name and the default icon. */
export function factorTypeDetail(
  code: number,
  lang: Lang,
): { name: string; icon: string; unit: string } {
  const info = BY_CODE.get(code);
  if (info)
    return { name: info.name[lang], icon: `${FACTOR_ICON_BASE}${info.icon}.svg`, unit: info.unit };
  const generic =
    code >= 1000
      ? { zh: '数值传感器', en: 'Numeric sensor' }
      : { zh: '不支持的类型', en: 'Unsupported type' };
  return { name: `${generic[lang]} ${code}`, icon: DEFAULT_FACTOR_ICON, unit: '' };
}
