import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { showSubmitError, type SubmitErrorOptions } from './form-errors';
import { changeLanguage, initI18n, type Language } from './i18n';

type Values = { device_id: string; safe_code: string };

function refused(error: ApiError, options?: SubmitErrorOptions<Values>) {
  const { result } = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { device_id: '', safe_code: '' } });
    void form.formState.errors; // read during render: the hook re-renders when errors change
    return form;
  });
  act(() =>
    showSubmitError(result.current, error, 'bind failed', ['device_id', 'safe_code'], options),
  );
  return result.current.formState.errors;
}

const mismatch = (message: string) =>
  new ApiError({
    status: 400,
    code: 'validation_error',
    message,
    fields: { safe_code: [message], non_field_errors: [] },
  });

async function inLanguage(language: Language) {
  await initI18n(language);
  await changeLanguage(language);
}

describe('showSubmitError', () => {
  // a spy on the one toast object: a module mock misses it once another file of the worker loaded the module
  beforeEach(() => vi.spyOn(toast, 'error').mockImplementation(() => undefined));

  it('puts a field error under its field and does not repeat it as the form message', async () => {
    await inLanguage('en');
    const message = 'The device id and safe code do not match a device.';
    const errors = refused(mismatch(message));
    expect(errors.safe_code?.message).toBe(message);
    expect(errors.root?.server).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('says a message no field carries as the form message, and as a toast', async () => {
    await inLanguage('en');
    const errors = refused(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'This device is bound elsewhere.',
        fields: { safe_code: ['Wrong safe code.'], non_field_errors: [] },
      }),
    );
    expect(errors.safe_code?.message).toBe('Wrong safe code.');
    expect(errors.root?.server?.message).toBe('This device is bound elsewhere.');
  });

  it("replaces server messages that are not in the reader's language with the form's own texts", async () => {
    await inLanguage('zh');
    const errors = refused(mismatch('The device id and safe code do not match a device.'), {
      fieldTexts: { safe_code: '设备编号与安全码不匹配' },
    });
    expect(errors.safe_code?.message).toBe('设备编号与安全码不匹配');
    expect(errors.root?.server?.message).toBe('bind failed');
    expect(toast.error).toHaveBeenCalledWith('bind failed');
  });

  it('says a field was refused in general words when the form has none of its own', async () => {
    await inLanguage('zh');
    const errors = refused(mismatch('Wrong safe code.'));
    expect(errors.safe_code?.message).toBe('服务器未接受此项，请检查后重试。');
  });

  it('keeps a Chinese server message in the Chinese console', async () => {
    await inLanguage('zh');
    expect(refused(mismatch('安全码错误')).safe_code?.message).toBe('安全码错误');
  });

  it('prefers the text the form gives for a status', async () => {
    await inLanguage('en');
    const errors = refused(
      new ApiError({ status: 409, code: 'conflict', message: 'Device X is already bound' }),
      { statusTexts: { 409: 'This device is already bound' } },
    );
    expect(errors.root?.server?.message).toBe('bind failed: This device is already bound');
  });

  it('says the server did not answer, in the reader’s language', async () => {
    await inLanguage('zh');
    const errors = refused(new ApiError({ status: 0, code: 'network', kind: 'network' }));
    expect(errors.root?.server?.message).toBe('bind failed：服务器无响应，请检查网络连接。');
  });
});
