import { describe, expect, it } from 'vitest';
import { getDocument } from '@iot/openapi';
import { problemsOf } from './check';

const op = (id: string) => getDocument().operation(id);
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('what the fuzzer refuses in an answer', () => {
  it('accepts a declared error in the envelope and a declared success', () => {
    expect(
      problemsOf(
        op('getProject'),
        json(404, { success: false, data: null, error: { code: 'not_found', message: 'x' } }),
      ),
    ).toEqual([]);
    expect(
      problemsOf(op('listProjects'), json(200, { success: true, data: [], error: null })),
    ).toEqual([]);
    expect(problemsOf(op('deleteProject'), { status: 204, contentType: '', body: '' })).toEqual([]);
    expect(
      problemsOf(op('downloadTaskFile'), {
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        body: '时间\n',
      }),
    ).toEqual([]);
  });

  it('refuses a 5xx, an undeclared status, an answer outside the envelope and a 204 with a body', () => {
    const error = { success: false, data: null, error: { code: 'server_error', message: 'x' } };
    expect(problemsOf(op('getProject'), json(500, error))).toContain('server error 500');
    expect(
      problemsOf(
        op('getProject'),
        json(409, { ...error, error: { code: 'conflict', message: 'x' } }),
      ),
    ).toEqual(['status 409 is not declared for getProject']);
    expect(problemsOf(op('getProject'), json(404, { error: 'Not Found' }))[0]).toMatch(
      /^not an envelope/,
    );
    expect(
      problemsOf(op('getProject'), {
        status: 404,
        contentType: 'text/html',
        body: '<h1>404</h1>',
      })[0],
    ).toMatch(/^answer is not JSON/);
    expect(problemsOf(op('deleteProject'), { status: 204, contentType: '', body: 'x' })).toEqual([
      '204 with a body',
    ]);
    expect(
      problemsOf(
        op('getProject'),
        json(404, { success: false, data: null, error: { code: 'not_found' } }),
      ),
    ).toEqual(['error envelope without error.code and error.message']);
  });
});
