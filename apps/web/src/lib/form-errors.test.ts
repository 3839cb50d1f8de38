import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { showSubmitError } from './form-errors';

vi.mock('@iot/ui/sonner', () => ({ toast: { error: vi.fn() } }));

type Values = { device_id: string; safe_code: string };

function refused(error: ApiError) {
  const { result } = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { device_id: '', safe_code: '' } });
    void form.formState.errors; // read during render: the hook re-renders when errors change
    return form;
  });
  act(() => showSubmitError(result.current, error, 'bind failed', ['device_id', 'safe_code']));
  return result.current.formState.errors;
}

describe('showSubmitError', () => {
  it('puts a field error under its field and does not repeat it as the form message', () => {
    const message = 'The device id and safe code do not match a device.';
    const errors = refused(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message,
        fields: { safe_code: [message], non_field_errors: [] },
      }),
    );
    expect(errors.safe_code?.message).toBe(message);
    expect(errors.root?.server).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('says a message no field carries as the form message, and as a toast', () => {
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

  it('falls back to its own text when the error has no message of the server', () => {
    const errors = refused(new ApiError({ status: 0, code: 'network', kind: 'network' }));
    expect(errors.root?.server?.message).toBe('bind failed');
  });
});
