/** Seeded factors of a device: a realistic Modbus layout per factor type of the simulation's FACTOR_TYPES. */
import type { FactorRecord } from '#src/db/types.js';
import { getFactorType, isSwitchType } from '#src/simulation/factor-types.js';

const SWITCH_NAMES = [
  '灌溉阀 Irrigation valve',
  '补光灯 Grow light',
  '风机 Fan',
  '卷帘 Shade curtain',
  '水泵 Water pump',
];

/** Modbus RTU CRC16, low byte first, as a device manual prints the read command. */
function modbusCrc(bytes: number[]): [number, number] {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return [crc & 0xff, (crc >>> 8) & 0xff];
}

function readCommand(slave: number, fn: number, address: number, count: number): string {
  const bytes = [slave, fn, address >> 8, address & 0xff, count >> 8, count & 0xff];
  return [...bytes, ...modbusCrc(bytes)]
    .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
    .join(' ');
}

export interface FactorDraft {
  agri_id: string;
  device_id: number;
  the_type: number;
  index: number;
  since: number;
  switchIndex: number;
}

/** A factor as seeded, but for its id (the store hands that out). */
export function seedFactor(d: FactorDraft): Omit<FactorRecord, 'id'> {
  const info = getFactorType(d.the_type);
  const isSwitch = isSwitchType(d.the_type);
  const name = isSwitch
    ? (SWITCH_NAMES[d.switchIndex % SWITCH_NAMES.length] ?? '开关 Switch')
    : `${info?.name.zh ?? '传感器'} ${info?.name.en ?? 'Sensor'}`;
  const decimals = info?.decimals ?? 1;
  const address = d.index * 2;
  const modbusType = isSwitch ? 1 : 3;
  return {
    agri_id: d.agri_id,
    device_id: d.device_id,
    name,
    info: null,
    enabled: true,
    the_type: d.the_type,
    unit: 1,
    modbus_type: modbusType,
    address,
    data_index: 0,
    data_type: isSwitch ? 1 : 2,
    data_endian: '>',
    data_factor: isSwitch ? 1 : 10 ** -decimals,
    data_delta: 0,
    decimals: isSwitch ? 0 : decimals,
    read_command: readCommand(1, modbusType, address, isSwitch ? 1 : 2),
    min_value: info?.min ?? null,
    max_value: info?.max ?? null,
    remark: null,
    since: d.since,
  };
}
