import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleSchema, respond, type OperationId } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const factor = exampleSchema('Factor');
const device = exampleSchema('Device');
const PATH = `/org/demo-farm/proj_a1b2c3d4/${device.id}/factors`;

/** The first factor card of the list (toasts are list items too). */
async function firstCard(listName: string) {
  const list = await screen.findByRole('list', { name: listName }, { timeout: 15_000 });
  return within(list).getAllByRole('listitem')[0]!;
}

function record(operationId: OperationId) {
  const bodies: unknown[] = [];
  server.use(
    respond(operationId, {
      onRequest: async (r) => void bodies.push(JSON.parse((await r.text()) || 'null')),
    }),
  );
  return bodies;
}

async function openCreateForm(language: 'zh' | 'en' = 'en') {
  const view = await renderApp(PATH, { language });
  await view.user.click(
    await screen.findByRole(
      'button',
      { name: language === 'en' ? 'Add factor' : '添加因子' },
      { timeout: 15_000 },
    ),
  );
  const dialog = await screen.findByRole('dialog', {
    name: language === 'en' ? 'Add factor' : '添加因子',
  });
  return { ...view, dialog };
}

describe('device factors tab', () => {
  it('the info card: name (unit), agri_id with copy, type name, range min - max + unit', async () => {
    const { user } = await renderApp(PATH, { language: 'en' });
    // after userEvent.setup(), which installs its own clipboard
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await firstCard('Factor list');
    expect(within(card).getByRole('heading', { name: `${factor.name} (°C)` })).toBeInTheDocument();
    expect(card).toHaveTextContent(factor.the_type_detail.name);
    expect(card).toHaveTextContent('-40 - 80 °C');
    await user.click(within(card).getByRole('button', { name: 'Copy factor ID' }));
    expect(writeText).toHaveBeenCalledWith(factor.agri_id);
    expect(await screen.findByText('Factor ID copied')).toBeInTheDocument();
  });

  it('a refused clipboard says copy failed', async () => {
    const { user } = await renderApp(PATH, { language: 'zh' });
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await firstCard('因子列表');
    await user.click(within(card).getByRole('button', { name: '复制因子编号' }));
    expect(await screen.findByText('复制失败')).toBeInTheDocument();
  });

  it('the create form starts from the factor defaults and refuses what the form rules refuse', async () => {
    const sent = record('createFactor');
    const { user, dialog } = await openCreateForm('en');
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Slave ID')).toHaveValue(1);
    expect(field('Modbus type')).toHaveValue('3');
    expect(field('Data type')).toHaveValue('2');
    expect(field('Byte order')).toHaveValue('>');
    expect(field('Factor')).toHaveValue(1);
    expect(field('Delta')).toHaveValue(0);
    expect(field('Decimals')).toHaveValue(1);
    await user.clear(field('Slave ID'));
    await user.type(field('Slave ID'), '-1');
    await user.clear(field('Byte offset'));
    await user.type(field('Byte offset'), '256');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the factor name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the factor type')).toBeInTheDocument();
    // the bounds come from the document (generated schema): slave id 0-255, byte offset 0-255
    expect(within(dialog).getByText('Must be at least 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at most 255')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(field('Name'), '  土壤温度  ');
    await user.selectOptions(field('Type'), '1002');
    await user.clear(field('Slave ID'));
    await user.type(field('Slave ID'), '2');
    await user.clear(field('Byte offset'));
    await user.type(field('Byte offset'), '0');
    await user.clear(field('Delta'));
    await user.type(field('Delta'), '-0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: '土壤温度',
      the_type: 1002,
      unit: 2,
      modbus_type: 3,
      data_type: 2,
      data_endian: '>',
      data_factor: 1,
      data_delta: -0.5,
      decimals: 1,
      enabled: true,
    });
    expect(await screen.findByText('Factor created')).toBeInTheDocument();
  }, 40_000);

  it('says loadOptionsError when the choices cannot be loaded', async () => {
    server.use(respond('getFactorOptions', { status: 401 }));
    await openCreateForm('zh');
    expect(await screen.findByText('加载因子选项失败')).toBeInTheDocument();
  });

  it('the enable toggle sends enabled false; delete asks first', async () => {
    const patched = record('updateFactor');
    const deleted = record('deleteFactor');
    const { user } = await renderApp(PATH, { language: 'en' });
    const card = await firstCard('Factor list');
    await user.click(within(card).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(patched).toEqual([{ enabled: false }]));
    expect(await screen.findByText('Factor disabled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete factor' });
    expect(deleted).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
  }, 30_000);
});
