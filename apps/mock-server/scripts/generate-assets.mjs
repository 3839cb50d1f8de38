// One-off generator of the images under assets/ from lucide-react icon data (ISC):
// node scripts/generate-assets.mjs <path of lucide-react> assets
import { writeFileSync } from 'node:fs';
const L = process.argv[2];
const out = process.argv[3];
const attrs = (o) =>
  Object.entries(o)
    .filter(([k]) => k !== 'key')
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
async function icon(name) {
  const { __iconData } = await import(`${L}/dist/esm/icons/${name}.mjs`);
  return __iconData.node.map(([tag, a]) => `<${tag} ${attrs(a)}/>`).join('');
}
const head = (extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"${extra}>`;
const icons = [
  'thermometer',
  'droplets',
  'sprout',
  'cloud',
  'sun',
  'zap',
  'flask-conical',
  'thermometer-sun',
  'wind',
  'compass',
  'cloud-rain',
  'gauge',
  'factory',
  'thermometer-snowflake',
  'fish',
  'ruler',
  'battery',
  'power',
  'toggle-right',
];
for (const n of icons)
  writeFileSync(
    `${out}/factor-icons/${n}.svg`,
    `<!-- Lucide icon "${n}" (ISC license) -->\n${head(' color="#0f766e"')}${await icon(n)}</svg>\n`,
  );
writeFileSync(
  `${out}/factor-icons/default.svg`,
  `<!-- Lucide icon "activity" (ISC license) -->\n${head(' color="#0f766e"')}${await icon('activity')}</svg>\n`,
);
const devices = {
  'weather-station': ['cloud-sun', '#0369a1', '#e0f2fe'],
  'soil-station': ['sprout', '#15803d', '#dcfce7'],
  'climate-sensor': ['thermometer', '#b45309', '#fef3c7'],
  controller: ['cpu', '#6d28d9', '#ede9fe'],
  'water-sensor': ['waves-horizontal', '#0e7490', '#cffafe'],
};
for (const [file, [n, fg, bg]] of Object.entries(devices)) {
  writeFileSync(
    `${out}/devices/${file}.svg`,
    `<!-- Device picture: Lucide icon "${n}" (ISC license) on a tile -->\n<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${bg}"/><g transform="translate(24 24) scale(2)" fill="none" stroke="${fg}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${await icon(n)}</g></svg>\n`,
  );
}
