/**
 * Helpers of the project and device flows: open a project or a device of the demo data through the UI, and steer a
 * simulated device through the mock's control plane.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { controlHeaders, expect, paths } from './fixtures';

/** Greenhouse 1 of demo-farm: six devices, SIM-0001 (weather station) and SIM-0013 (fertigation unit, switches). */
const PROJECT = /Greenhouse 1/;

/** From the organization's projects page into the project's dashboard; returns the project's URL. */
export async function openProject(page: Page, name: RegExp = PROJECT): Promise<string> {
  await page.goto(paths.org.root.getHref('demo-farm'));
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/org\/demo-farm\/proj_\w+$/);
  return new URL(page.url()).pathname;
}

/** Forces a simulated device online or offline (or back to its schedule with 'auto'). */
export async function setDeviceState(
  request: APIRequestContext,
  deviceId: string,
  state: 'online' | 'offline' | 'auto',
): Promise<void> {
  const res = await request.post(`/__mock__/devices/${deviceId}/state`, {
    headers: controlHeaders(),
    data: { state },
  });
  expect(res.ok(), `device ${deviceId} ${state}`).toBeTruthy();
}
