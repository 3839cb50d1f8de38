/** What nginx's access logs say once the smoke walks are done (this project depends on them: playwright.deploy.config.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The paths asked of the nginx in DEPLOY_DIR/<name>. */
const requested = (name: string) =>
  readFileSync(join(process.env.DEPLOY_DIR ?? '', name, 'logs/access.log'), 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[6])
    .filter(Boolean);

test('one build, any path: every file of the build was asked for under /console/static/', () => {
  const misplaced = requested('same-origin').filter(
    (path) => path?.includes('/static/') && !path.startsWith('/console/static/'),
  );
  expect(misplaced).toEqual([]);
});

test('another origin: no API call went to the console’s server', () => {
  expect(requested('cross-origin').filter((path) => path?.startsWith('/api/v2/'))).toEqual([]);
});
