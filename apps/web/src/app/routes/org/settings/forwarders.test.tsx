import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleResponse, respond, type OperationId } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PATH = '/org/demo-farm/settings/forwarders';
const record = (operationId: OperationId, sink: unknown[]) =>
  respond(operationId, { onRequest: async (r) => void sink.push(await r.json()) });
const card = (title: string) =>
  screen
    .getByText(title, { selector: '[data-slot="card-title"]' })
    .closest('[data-slot="card"]') as HTMLElement;

describe('/org/{orgSlug}/settings/forwarders', () => {
  it('tests the POST url only when given (urlRequired) and shows the delivery result', async () => {
    const sent: unknown[] = [];
    server.use(
      respond('getPostForwarder', {
        transform: (body) => ({ ...body, data: { ...body.data, url: null } }),
      }),
      record('testPostForwarder', sent),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await screen.findByLabelText('HTTP POST URL', {}, { timeout: 15_000 });
    const post = card('HTTP POST');
    await user.click(within(post).getByRole('button', { name: 'Test' }));
    expect(await within(post).findByText('Please enter the URL')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(post).getByLabelText('HTTP POST URL'), 'http://127.0.0.1:5890/hook');
    await user.click(within(post).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'http://127.0.0.1:5890/hook' }]));
    expect(await within(post).findByText(/ms$/)).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Copy the secret key' })).toBeInTheDocument();
  }, 40_000);

  it('tests MongoDB only with uri and collection (mongodbFieldsRequired)', async () => {
    const sent: unknown[] = [];
    server.use(
      respond('getMongodbForwarder', {
        transform: (body) => ({ ...body, data: { uri: null, collection: null } }),
      }),
      record('testMongodbForwarder', sent),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await screen.findByLabelText('MongoDB URI', {}, { timeout: 15_000 });
    const mongo = card('MongoDB');
    await user.type(within(mongo).getByLabelText('MongoDB URI'), 'mongodb://127.0.0.1:27017/farm');
    await user.click(within(mongo).getByRole('button', { name: 'Test' }));
    expect(
      await within(mongo).findByText('Please enter the MongoDB URI and the collection'),
    ).toBeInTheDocument();
    expect(within(mongo).getByLabelText('Collection')).toHaveAttribute('aria-invalid', 'true');
    expect(within(mongo).getByLabelText('MongoDB URI')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);
    await user.type(within(mongo).getByLabelText('Collection'), 'sensor_data');
    await user.click(within(mongo).getByRole('button', { name: 'Test' }));
    await waitFor(() =>
      expect(sent).toEqual([{ uri: 'mongodb://127.0.0.1:27017/farm', collection: 'sensor_data' }]),
    );
  });

  it('says saveFailed when saving is refused with a message in another language', async () => {
    server.use(respond('updatePostForwarder', { status: 400 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    await screen.findByLabelText('HTTP POST URL', {}, { timeout: 15_000 });
    await user.click(within(card('HTTP POST')).getByRole('button', { name: 'Save' }));
    // the document's example is bilingual ("请求参数有误 Invalid input data"): not an English text, so the page's own
    const reason = exampleResponse('updatePostForwarder', 400);
    expect(reason.error.message).toMatch(/\p{Script=Han}/u);
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it('says fetchError when the forwarders cannot be loaded', async () => {
    server.use(respond('getPostForwarder', { status: 403 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch the forwarders',
    );
  });
});
