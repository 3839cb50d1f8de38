/**
 * Deep links (issue 28): a page opened signed out, or whose session ended, asks for sign-in and comes back to that page
 * (apps/web/src/lib/return-path.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse, Project, ProjectListResponse } from '@iot/api-client/model';
import { DEMO, DEMO_ORG, expect, paths, test, type Lang } from './fixtures';
import { openProject } from './project-helpers';
import { translate } from './i18n';

/** The address of Greenhouse 1's first factor of device 13 (Soil EC), read through the API. */
async function factorPageOf(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/v2/account/login/', { data: DEMO });
  const { data } = (await signedIn.json()) as LoginResponse;
  const listed = await request.get('/api/v2/projects/', {
    headers: { Authorization: `Bearer ${data.token.access}`, 'X-Org-Slug': DEMO_ORG },
  });
  const list = ((await listed.json()) as ProjectListResponse).data;
  const projects: Project[] = Array.isArray(list) ? list : list.results;
  const project = projects.find((p) => p.name.includes('Greenhouse 1'));
  if (!project) throw new Error('no Greenhouse 1 in the demo data');
  return paths.device.factorData.getHref(DEMO_ORG, project.project_id, 13, 65);
}

async function signIn(page: Page, lang: Lang) {
  const tr = (id: string) => translate(lang, id);
  await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
  await page.getByLabel(tr('auth:login.password')).fill(DEMO.password);
  await page.getByRole('button', { name: tr('auth:login.submit') }).click();
}

test.describe('a deep link', () => {
  test('opened signed out, lands on the asked page after sign-in', async ({
    page,
    lang,
    request,
  }) => {
    const factorPage = await factorPageOf(request);
    await page.goto(factorPage);
    await expect(page).toHaveURL(paths.login.getHref(factorPage));
    await signIn(page, lang);
    await expect(page).toHaveURL(factorPage);
    await expect(page.getByRole('heading', { level: 2, name: /土壤电导率 Soil EC/ })).toBeVisible();
  });

  test('after the session ended, lands back on the page after sign-in', async ({
    page,
    login,
    tr,
    lang,
    request,
  }) => {
    const session = await login();
    const project = await openProject(page);
    const factorPage = `${project}/13/factor/65`;
    await page.goto(factorPage);
    await expect(page.getByRole('heading', { level: 2, name: /土壤电导率 Soil EC/ })).toBeVisible();

    // the session ends on the server (signed out elsewhere): its access and refresh tokens stop working
    const out = await request.post('/api/v2/account/logout/', {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { refresh: session.refresh },
    });
    expect(out.ok()).toBeTruthy();
    await page.getByRole('button', { name: tr('factors:range.6h') }).click();

    await expect(page).toHaveURL(paths.login.getHref(factorPage));
    await expect(page.getByText(tr('common:session.expired'))).toBeVisible();
    await signIn(page, lang);
    await expect(page).toHaveURL(factorPage);
  });

  test('to a project that does not exist (deleted, mistyped) is the not-found page, with no error toast', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    await page.goto(paths.project.root.getHref(DEMO_ORG, 'proj_gone'));
    await expect(page.getByRole('heading', { name: tr('common:notFound.title') })).toBeVisible();
    await page.getByRole('link', { name: tr('common:notFound.backHome') }).waitFor();
    // what the dashboard's parts would have said about the same 404, nowhere
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByText(tr('project-dashboard:loadDataError'))).toHaveCount(0);
    // the top bar names no other project as the current one
    const switcher = page
      .getByRole('banner')
      .getByRole('button', { name: tr('projects:switcher.label') });
    await expect(switcher).toContainText(tr('projects:switcher.placeholder'));
    // and on a phone its prompt is whole beside the organization's name, which gives way
    await page.setViewportSize({ width: 390, height: 844 });
    const prompt = switcher.getByText(tr('projects:switcher.placeholder'), { exact: true });
    await expect(prompt).toBeVisible();
    expect(await prompt.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
