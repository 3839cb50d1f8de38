import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@iot/api-client/errors';
import { errorMessage, failureReason, isInLanguage, serverMessage } from './error-message';
import { changeLanguage, initI18n } from './i18n';

const http = (status: number, message?: string) => new ApiError({ status, code: 'x', message });

describe('error texts in the reader’s language (ADR 0140)', () => {
  beforeAll(() => initI18n('zh'));

  it('tells Chinese from English by script', () => {
    expect(isInLanguage('设备已绑定', 'zh')).toBe(true);
    expect(isInLanguage('Device already bound', 'zh')).toBe(false);
    expect(isInLanguage('Device already bound', 'en')).toBe(true);
    expect(isInLanguage('请求参数有误 Invalid input data', 'en')).toBe(false);
  });

  it('shows a server message only in the reader’s language', async () => {
    await initI18n('zh');
    expect(errorMessage(http(409, 'Device X is already bound'), '绑定失败')).toBe('绑定失败');
    expect(errorMessage(http(409, '设备 X 已被绑定'), '绑定失败')).toBe('设备 X 已被绑定');
    await changeLanguage('en');
    expect(errorMessage(http(409, 'Device X is already bound'), 'Bind failed')).toBe(
      'Device X is already bound',
    );
    expect(serverMessage(http(409, '设备 X 已被绑定'))).toBeUndefined();
  });

  it('says what 403, 404, 413, 429 and 5xx mean in its own words after what failed, whatever the server wrote', async () => {
    await initI18n('zh');
    expect(errorMessage(http(403, 'Your role (readonly) may not change devices'), '删除失败')).toBe(
      '删除失败：您没有执行此操作的权限。',
    );
    expect(errorMessage(http(404, 'Device not found'), '删除失败')).toBe(
      '删除失败：要操作的内容不存在或已被删除。',
    );
    expect(errorMessage(http(413), '失败')).toBe('失败：提交的内容过大。');
    expect(errorMessage(http(429), '失败')).toBe('失败：操作过于频繁，请稍后再试。');
    expect(errorMessage(http(502), '')).toBe('服务器出错，请稍后重试。');
    expect(failureReason(http(403, 'Your role (readonly) may not change devices'))).toBe(
      '您没有执行此操作的权限。',
    );
  });

  it('never shows the browser’s words for a failed request or a timeout', async () => {
    await initI18n('en');
    await changeLanguage('en');
    const network = new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Failed to fetch',
      kind: 'network',
    });
    expect(errorMessage(network, 'Load failed')).toBe(
      'Load failed: No response from server. Please check your connection.',
    );
    const timeout = new ApiError({ status: 0, code: 'timeout', kind: 'timeout' });
    expect(failureReason(timeout)).toBe('The server took too long to answer. Please try again.');
  });

  it('takes the text a screen gives for a status first', async () => {
    await initI18n('zh');
    expect(errorMessage(http(409, '冲突'), '绑定失败', { 409: '该设备已被绑定' })).toBe(
      '绑定失败：该设备已被绑定',
    );
  });
});
