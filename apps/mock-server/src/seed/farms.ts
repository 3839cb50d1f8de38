/** The fixed farms of the demo data: organizations, their projects and the device kinds the seed draws from. */

export interface SeedOrg {
  slug: string;
  name: string;
  created_at: string;
  projects: string[];
  /** Bound devices without a project. */
  loose: number;
  devices: number;
}

export const SEED_ORGS: SeedOrg[] = [
  {
    slug: 'demo-farm',
    name: '示范农场 Demo Farm',
    created_at: '2025-03-01T08:00:00Z',
    projects: [
      '1号温室 Greenhouse 1',
      '2号温室 Greenhouse 2',
      '育苗棚 Nursery',
      '露天果园 Orchard',
    ],
    loose: 3,
    devices: 24,
  },
  {
    slug: 'greenhouse-lab',
    name: '温室实验室 Greenhouse Lab',
    created_at: '2025-04-12T02:30:00Z',
    projects: ['试验田 A Trial field A', '水培实验 Hydroponics'],
    loose: 1,
    devices: 5,
  },
  {
    slug: 'other-org',
    name: '其他组织 Other Org',
    created_at: '2025-05-20T06:00:00Z',
    projects: ['外部项目 External project'],
    loose: 0,
    devices: 3,
  },
];

export interface DeviceKind {
  name: string;
  model: string;
  image: string;
  /** Factor type codes (FACTOR_TYPES). */
  factors: number[];
}

export const DEVICE_KINDS: DeviceKind[] = [
  {
    name: '气象站 Weather station',
    model: 'AG-GW400 四合一气象站',
    image: '/assets/devices/weather-station.svg',
    factors: [1001, 1002, 1005, 1009, 1010, 1011, 1012],
  },
  {
    name: '土壤墒情站 Soil station',
    model: 'AG-S300 土壤墒情仪',
    image: '/assets/devices/soil-station.svg',
    factors: [1003, 1008, 1006, 1007, 1017],
  },
  {
    name: '温室环境监测 Greenhouse climate',
    model: 'AG-C200 温室环境采集器',
    image: '/assets/devices/climate-sensor.svg',
    factors: [1001, 1002, 1004, 1005, 200],
  },
  {
    name: '灌溉控制器 Irrigation controller',
    model: 'AG-V100 灌溉阀控器',
    image: '/assets/devices/controller.svg',
    factors: [200, 201, 1003, 1016],
  },
  {
    name: '水肥一体机 Fertigation unit',
    model: 'AG-F500 水肥一体机',
    image: '/assets/devices/controller.svg',
    factors: [1006, 1007, 1014, 200, 201, 1016],
  },
  {
    name: '空气质量监测 Air quality',
    model: 'AG-A120 空气质量传感器',
    image: '/assets/devices/climate-sensor.svg',
    factors: [1013, 1004, 1001],
  },
  {
    name: '水产监测 Aquaculture monitor',
    model: 'AG-W210 水质监测仪',
    image: '/assets/devices/water-sensor.svg',
    factors: [1014, 1015, 1016, 200, 1017],
  },
  {
    name: '综合采集器 Multi-sensor gateway',
    model: 'AG-M800 多路采集网关',
    image: '/assets/devices/weather-station.svg',
    factors: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 201],
  },
];

export const ZONES = ['东区 East', '西区 West', '南区 South', '北区 North', '中央 Central'];
