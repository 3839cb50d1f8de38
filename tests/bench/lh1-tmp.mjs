import { benchLighthouse } from './lighthouse.mjs';
const rows = await benchLighthouse({ runs: Number(process.env.RUNS ?? 3), reports: '/tmp/lh' });
for (const r of rows) console.log(r.page, r.preset, r['score (median)'], 'FCP', r['FCP ms'], 'LCP', r['LCP ms'], 'KB', r['KB transferred'], 'load', r.load);
process.exit(0);
