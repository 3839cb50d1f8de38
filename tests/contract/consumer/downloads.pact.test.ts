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
import { downloadTask, failure, ok, unixSeconds } from './support/shapes';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;
const pact = createPact();
const { projectId: P, taskId: T, devicePk: D, factorId: F } = EXAMPLES;
const COMPLETED = 'download task 3 of project proj_a is completed';
const FAILED = 'download task 3 of project proj_a failed (range longer than 31 days)';
const TASKS = '/api/v2/projects/{projectId}/data-download-tasks/';
const EXAMPLE_SIGNATURE = '4f1c0e8a9b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';
const EXAMPLE_CSV = '\uFEFF时间,"空气温度 (°C)"\n2026-11-20 00:00:00,23.4\n';

describe('downloads', () => {
  it('listDownloadTasks: lists the export tasks of a project with the size of a completed file', async () => {
    await pact
      .addInteraction()
      .given(COMPLETED)
      .uponReceiving('a request for the export tasks of project proj_a')
      .withRequest('GET', statePath(TASKS), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok(eachLike(downloadTask({ status: 'completed', file_size: integer(48213) })))),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const tasks = await listDownloadTasks(P);
        expect(tasks[0]?.status).toBe('completed');
        expect(tasks[0]?.file_size).toBeGreaterThan(0);
        expect(tasks[0]?.factors.length).toBeGreaterThan(0);
      });
  });

  it('listDownloadTasks: a failed export shows why it failed', async () => {
    await pact
      .addInteraction()
      .given(FAILED)
      .uponReceiving('a request for the export tasks of project proj_a with a failed one')
      .withRequest('GET', statePath(TASKS), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok(
            eachLike(
              downloadTask({
                status: 'failed',
                error_msg: string('The range is longer than 31 days'),
              }),
            ),
          ),
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
      .given('device 7 in project proj_a has numeric factor 31')
      .uponReceiving('a request to export factor 31 of device 7 for one day')
      .withRequest('POST', statePath(TASKS), (b) =>
        b.headers({ ...authHeaders(), ...JSON_HEADERS }).jsonBody({
          device_id: stateValue('devicePk'),
          factors: [stateValue('factorId')],
          start_time: 1763568000,
          end_time: 1763654399,
        }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody(
          ok(
            downloadTask({
              status: regex(/^(pending|exporting|completed)$/, 'pending'),
              progress: MatchersV3.integer(0),
              start_time: 1763568000,
              end_time: 1763654399,
            }),
          ),
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
    const body = { device_id: D, factors: [], start_time: 1763568000, end_time: 1763654399 };
    await pact
      .addInteraction()
      .given('device 7 in project proj_a has numeric factor 31')
      .uponReceiving('a request to export no factor of device 7')
      .withRequest('POST', statePath(TASKS), (b) =>
        b
          .headers({ ...authHeaders(), ...JSON_HEADERS })
          .jsonBody({ ...body, device_id: stateValue('devicePk') }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          data: null,
          error: {
            code: 'validation_error',
            message: string('Invalid input data'),
            fields: { factors: eachLike('Ensure this field has at least 1 elements.') },
          },
        }),
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
      .uponReceiving('a request to delete export task 3')
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
      .uponReceiving('a request for the download link of completed task 3')
      .withRequest('GET', statePath(`${TASKS}{taskId}/download/`), (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            download_url: regex(
              /^\/api\/v2\/download-files\/\d+\/\?expires=\d+&signature=[0-9a-f]{64}$/,
              `/api/v2/download-files/3/?expires=1763683800&signature=${EXAMPLE_SIGNATURE}`,
            ),
            expires_at: unixSeconds(1763683800),
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
      .uponReceiving('a request for the download link of failed task 3')
      .withRequest('GET', statePath(`${TASKS}{taskId}/download/`), (b) => b.headers(authHeaders()))
      .willRespondWith(409, (b) => b.jsonBody(failure('conflict', 'Task is not completed')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(getDownloadTaskLink(P, T));
        expect([e.status, e.code]).toEqual([409, 'conflict']);
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
      .uponReceiving('a request for the CSV file of task 3 through its signed link')
      .withRequest('GET', statePath('/api/v2/download-files/{taskId}/'), (b) =>
        b.query({
          expires: fromProviderState('${expires}', '1763683800'),
          signature: fromProviderState('${signature}', EXAMPLE_SIGNATURE),
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
        await downloadTaskFile(T, { expires: 1763683800, signature: EXAMPLE_SIGNATURE }).catch(
          () => undefined,
        );
        const answer = answers[0];
        expect(answer?.status).toBe(200);
        expect(answer?.headers.get('content-disposition')).toMatch(/^attachment;/);
        expect(await answer?.text()).toMatch(/^\uFEFF?时间,/);
      });
  });
});
