import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { exampleSchema, exampleResponse, respond } from '@/testing/openapi-handlers';
import type { Factor } from '@iot/api-client/model';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const base = exampleSchema('Factor');
const device = exampleSchema('Device');
const PATH = `/org/demo-farm/proj_a1b2c3d4/${device.id}/`;
const now = () => Math.floor(Date.now() / 1000);

const factors: Factor[] = [
  { ...base, id: 1, agri_id: 'AGFRESH001', name: '空气温度 fresh' },
  { ...base, id: 2, agri_id: 'AGSTALE002', name: '空气湿度 stale' },
  { ...base, id: 3, agri_id: 'AGOFF00003', name: '光照 disabled', enabled: false },
  {
    ...base,
    id: 4,
    agri_id: 'AGSWITCH04',
    name: '灌溉阀 valve',
    the_type: 200,
    the_type_detail: { ...base.the_type_detail, name: '开关', unit: '' },
  },
];

/** The device's switch as the latest values report it (a test switches it as the device would). */
let switchValue = 0;

/** The factors and their latest values; `latestAfterMs`: the latest values answer that much later (a slow reading). */
function useFactors({ latestAfterMs = 0 } = {}) {
  switchValue = 0;
  server.use(
    respond('listFactors', { transform: (b) => ({ ...b, data: factors }) }),
    respond('getDeviceLatestValues', {
      onRequest: () => delay(latestAfterMs),
      transform: (b) => ({
        ...b,
        data: [
          { agri_id: 'AGFRESH001', value: 21.5, t: now() - 60 },
          { agri_id: 'AGSTALE002', value: 55, t: now() - 31 * 60 },
          { agri_id: 'AGSWITCH04', value: switchValue, t: now() - 60 },
        ],
      }),
    }),
  );
}

/** The factor card whose title matches (toasts may repeat the name). */
const card = (name: RegExp) =>
  screen
    .getAllByText(name)
    .map((el) => el.closest('[data-slot=card]'))
    .find((el): el is HTMLElement => el instanceof HTMLElement);

const findCard = (name: RegExp) =>
  waitFor(
    () => {
      const found = card(name);
      if (!found) throw new Error(`no card ${name}`);
      return found;
    },
    { timeout: 15_000 },
  );

describe('device overview', () => {
  it('shows enabled factors only, with value, unit and time; red when older than 30 minutes', async () => {
    useFactors();
    await renderApp(PATH, { language: 'en' });
    const fresh = await findCard(/fresh/);
    expect(screen.queryByText('光照 disabled')).not.toBeInTheDocument();
    expect(fresh).toHaveTextContent('21.5°C');
    expect(fresh).toHaveTextContent(/Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(fresh).not.toHaveAttribute('data-stale');
    const stale = await findCard(/stale/);
    expect(stale).toHaveAttribute('data-stale', 'true');
    expect(stale).toHaveTextContent('Not updated for more than 30 minutes');
    expect(screen.getByText('Latest values refresh every 10 s')).toBeInTheDocument();
  }, 30_000);

  it('a value card links to its history', async () => {
    useFactors();
    await renderApp(PATH, { language: 'en' });
    const fresh = await findCard(/fresh/);
    expect(within(fresh).getByRole('link', { name: '空气温度 fresh' })).toHaveAttribute(
      'href',
      `/org/demo-farm/proj_a1b2c3d4/${device.id}/factor/1`,
    );
  });

  it('a switch is named by its factor, sends the command and is confirmed by the next reading', async () => {
    useFactors();
    const sent: unknown[] = [];
    server.use(
      respond('setFactorSwitch', {
        onRequest: async (r) => {
          sent.push(JSON.parse(await r.text()));
          switchValue = 1; // the device switches: the next reading says so
        },
      }),
    );
    const { user } = await renderApp(PATH, { language: 'zh' });
    const toggle = within(await findCard(/valve/)).getByRole('switch', { name: '灌溉阀 valve' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ value: 1 }]));
    expect(await screen.findByText('设备已确认')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('灌溉阀 valve 已打开')).toBeInTheDocument();
  });

  it('shows a switch only once the device has said how it stands (it is not "off" meanwhile)', async () => {
    useFactors({ latestAfterMs: 400 });
    switchValue = 1;
    await renderApp(PATH, { language: 'en' });
    const toggle = within(await findCard(/valve/)).getByRole('switch', { name: '灌溉阀 valve' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(card(/fresh/)).toHaveTextContent('21.5°C');
  });

  it('waits for the device while its reading still shows the old value', async () => {
    useFactors();
    const { user } = await renderApp(PATH, { language: 'en' });
    const toggle = within(await findCard(/valve/)).getByRole('switch', { name: '灌溉阀 valve' });
    await user.click(toggle);
    expect(await screen.findByText('Sent, waiting for the device…')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toBeDisabled();
  });

  it('a refused switch says why and rolls back to what the device reports', async () => {
    useFactors();
    server.use(respond('setFactorSwitch', { status: 409 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    const toggle = within(await findCard(/valve/)).getByRole('switch', { name: '灌溉阀 valve' });
    await user.click(toggle);
    const reason = exampleResponse('setFactorSwitch', 409);
    expect(await screen.findByText(reason.error.message)).toBeInTheDocument();
    expect(
      await screen.findByText('Not switched; back to what the device reports'),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeEnabled();
  });
});

describe('device switcher', () => {
  it('is searchable, counts the devices, badges each one, and opens the chosen device', async () => {
    const searches: string[] = [];
    server.use(
      respond('listProjectDevices', {
        onRequest: (r) => void searches.push(new URL(r.url).searchParams.get('search') ?? ''),
        transform: (b) => {
          const d = exampleSchema('Device');
          return {
            ...b,
            data: {
              count: 2,
              results: [
                d,
                {
                  ...d,
                  id: 8,
                  device_id: 'SIM-0008',
                  device_name: '西区气象站 West',
                  is_online: false,
                },
              ],
            },
          };
        },
      }),
    );
    const { user, router } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: /Switch device/ }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('Devices: 2')).toBeInTheDocument();
    const west = await screen.findByRole('option', { name: /West/ });
    expect(west).toHaveTextContent('离线');
    expect(screen.getByRole('option', { name: new RegExp(device.device_name) })).toHaveTextContent(
      '在线',
    );
    await user.type(screen.getByPlaceholderText('Search by device name or ID'), 'West');
    await waitFor(() => expect(searches).toContain('West'));
    await user.click(screen.getByRole('option', { name: /West/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/org/demo-farm/proj_a1b2c3d4/8/'),
    );
  }, 30_000);

  it('says switchError when the devices cannot be listed', async () => {
    server.use(respond('listProjectDevices', { status: 403 }));
    const { user } = await renderApp(PATH, { language: 'zh' });
    await user.click(await screen.findByRole('button', { name: /切换设备/ }, { timeout: 15_000 }));
    expect(await screen.findByText('切换设备失败')).toBeInTheDocument();
  });
});
