import type { DownloadTaskCreate } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  createDownloadTask,
  deleteDownloadTask,
  downloadTaskFile,
  getDownloadTaskLink,
  listDownloadTasks,
} from '@iot/api-client/hooks/downloads';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLES,
  JSON_HEADERS,
  statePath,
  stateValue,
  useClient,
} from './support/pact';
import { answer, asExample, failure, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const { fromProviderState, regex } = MatchersV3;
const pact = createPact();
const { projectId: P, taskId: T, devicePk: D, factorId: F, expires, signature } = EXAMPLES;
const COMPLETED = STATE.completedExport;
const FAILED = STATE.failedExport;
const TASKS = '/api/v2/projects/{projectId}/data-download-tasks/';
const EXAMPLE_CSV = '\uFEFF时间,"空气温度 (°C)"\n2026-11-20 00:00:00,23.4\n';

describe('downloads', () => {
  it('listDownloadTasks: lists the export tasks of a project with the size of a completed file', async () => {
    await pact
      .addInteraction()
      .given(COMPLETED)
      .uponReceiving('a request for the export tasks of a project')
      .withRequest('GET', statePath(TASKS), (b) => b.headers(authHeaders()))
      // `completed` is exact (a regex: under eachLike a plain value would match by type only): the console offers the
      // download only for a completed task.
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('listDownloadTasks', { status: regex(/^completed$/, 'completed') })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const tasks = await listDownloadTasks(P);
        expect(tasks[0]?.status).toBe('completed');
        expect(tasks[0]?.factors.length).toBeGreaterThan(0);
      });
  });

  it('listDownloadTasks: a failed export shows why it failed', async () => {
    await pact
      .addInteraction()
      .given(FAILED)
      .uponReceiving('a request for the export tasks of a project with a failed one')
      .withRequest('GET', statePath(TASKS), (b) => b.headers(authHeaders()))
      // `failed` is exact (a regex, as above): the console shows error_msg only for a failed task.
      .willRespondWith(200, (b) =>
        b.jsonBody(
          answer('listDownloadTasks', {
            status: regex(/^failed$/, 'failed'),
            error_msg: asExample('The range is longer than 31 days'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const tasks = await listDownloadTasks(P);
        expect(tasks[0]?.status).toBe('failed');
        expect(tasks[0]?.error_msg).toBeTruthy();
      });
  });

  it('createDownloadTask: starts an export of factors of a device over a day', async () => {
    await pact
      .addInteraction()
      .given(STATE.onlineDevice)
      .uponReceiving('a request to export a factor of a device for one day')
      .withRequest('POST', statePath(TASKS), (b) =>
        b.headers({ ...authHeaders(), ...JSON_HEADERS }).jsonBody({
          device_id: stateValue('devicePk'),
          factors: [stateValue('factorId')],
          start_time: 1763568000,
          end_time: 1763654399,
        } satisfies Matching<DownloadTaskCreate>),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          answer('createDownloadTask', {
            status: regex(/^(pending|exporting|completed)$/, 'pending'),
            progress: asExample(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const task = await createDownloadTask(P, {
          device_id: D,
          factors: [F],
          start_time: 1763568000,
          end_time: 1763654399,
        });
        expect(task.id).toBeGreaterThan(0);
        expect(['pending', 'exporting', 'completed']).toContain(task.status);
      });
  });

  it('createDownloadTask: a task without factors is a 400 with a message under factors', async () => {
    const body = {
      device_id: D,
      factors: [],
      start_time: 1763568000,
      end_time: 1763654399,
    } satisfies Matching<DownloadTaskCreate>;
    await pact
      .addInteraction()
      .given(STATE.onlineDevice)
      .uponReceiving('a request to export no factor of a device')
      .withRequest('POST', statePath(TASKS), (b) =>
        b.headers({ ...authHeaders(), ...JSON_HEADERS }).jsonBody({
          ...body,
          device_id: stateValue('devicePk'),
        } satisfies Matching<DownloadTaskCreate>),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(validationFailure('factors', 'Ensure this field has at least 1 elements.')),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(createDownloadTask(P, body));
        expect(e.fieldError('factors')).toBeTruthy();
      });
  });

  it('deleteDownloadTask: deletes a task and its file', async () => {
    await pact
      .addInteraction()
      .given(COMPLETED)
      .uponReceiving('a request to delete an export task')
      .withRequest('DELETE', statePath(`${TASKS}{taskId}/`), (b) => b.headers(authHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useClient(server.url);
        await expect(deleteDownloadTask(P, T)).resolves.toBeUndefined();
      });
  });

  it('getDownloadTaskLink: gets a signed link to the CSV of a completed task', async () => {
    await pact
      .addInteraction()
      .given(COMPLETED)
      .uponReceiving('a request for the download link of a completed task')
      .withRequest('GET', statePath(`${TASKS}{taskId}/download/`), (b) => b.headers(authHeaders()))
      // The console opens download_url as it is (relative to the API origin, or absolute): any URL will do.
      .willRespondWith(200, (b) =>
        b.jsonBody(
          answer('getDownloadTaskLink', {
            download_url: asExample(
              `/api/v2/download-files/3/?expires=${expires}&signature=${signature}`,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const link = await getDownloadTaskLink(P, T);
        expect(link.download_url).toContain('/api/v2/download-files/');
      });
  });

  it('getDownloadTaskLink: a task that did not complete is a 409', async () => {
    await pact
      .addInteraction()
      .given(FAILED)
      .uponReceiving('a request for the download link of a failed task')
      .withRequest('GET', statePath(`${TASKS}{taskId}/download/`), (b) => b.headers(authHeaders()))
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Task is not completed')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getDownloadTaskLink(P, T));
        expect(e.status).toBe(409);
      });
  });

  it('downloadTaskFile: the signed link serves the CSV with its file name', async () => {
    // The console opens download_url in a new window; the generated call reaches the same URL and, as the answer is
    // not an envelope, rejects — the raw answer is read from the fetch it was given.
    const answers: Response[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      answers.push(res.clone());
      return res;
    };
    await pact
      .addInteraction()
      .given(COMPLETED)
      .uponReceiving('a request for the CSV file of a task through its signed link')
      .withRequest('GET', statePath('/api/v2/download-files/{taskId}/'), (b) =>
        b.query({
          expires: fromProviderState('${expires}', String(expires)),
          signature: fromProviderState('${signature}', signature),
        }),
      )
      .willRespondWith(200, (b) =>
        // The body's rules first: setting them replaces the rules recorded so far.
        b
          .body('text/plain', Buffer.from(EXAMPLE_CSV))
          .matchingRules({
            body: { path: '$', rules: [regex('^.?时间,[\\s\\S]*$', EXAMPLE_CSV)] },
          })
          .headers({
            'Content-Type': regex(/^text\/csv.*$/, 'text/csv; charset=utf-8'),
            'Content-Disposition': regex(/^attachment;.*$/, 'attachment; filename="task-3.csv"'),
          }),
      )
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null, fetch: recordingFetch });
        await downloadTaskFile(T, { expires, signature }).catch(() => undefined);
        const answer = answers[0];
        expect(answer?.status).toBe(200);
        expect(answer?.headers.get('content-disposition')).toMatch(/^attachment;/);
        expect(await answer?.text()).toMatch(/^\uFEFF?时间,/);
      });
  });
});
