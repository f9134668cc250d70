import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, RequestConfigError } from '@/shared/api/errors';
import { i18n, initI18n } from '@/shared/i18n';
import { LEAVING, leavingWhen, useFormSubmit } from './use-form-submit';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
  await i18n.loadNamespaces('common');
});

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useFormSubmit', () => {
  it('ignores a second form submit that arrives in the same frame, and takes the next one once the first settles', async () => {
    const call = deferred<void>();
    const submit = vi.fn(() => call.promise);
    const { result } = renderHook(() => useFormSubmit(submit));
    const preventDefault = vi.fn();
    let first!: Promise<void>;
    act(() => {
      // Enter pressed twice: both events reach the same handler before React re-renders.
      first = result.current.onSubmit({ preventDefault } as never);
      void result.current.onSubmit({ preventDefault } as never);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(preventDefault).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      call.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('runs with arguments once at a time and says when a run was dropped', async () => {
    const call = deferred<void>();
    const submit = vi.fn((_name: string) => call.promise);
    const { result } = renderHook(() => useFormSubmit(submit));
    let answers: boolean[] = [];
    act(() => {
      answers = [result.current.run('first'), result.current.run('second')];
    });
    expect(answers).toEqual([true, false]);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith('first');
    await act(async () => call.resolve());
    expect(result.current.pending).toBe(false);
    act(() => {
      answers = [result.current.run('third')];
    });
    expect(answers).toEqual([true]);
    expect(submit).toHaveBeenLastCalledWith('third');
  });

  it('ignores a tap that lands after the call settled but before React committed the render showing it', async () => {
    const call = deferred<void>();
    const submit = vi.fn(() => call.promise);
    const { result } = renderHook(() => useFormSubmit(submit));
    act(() => {
      result.current.run();
    });
    let between = true;
    await act(async () => {
      call.resolve();
      await call.promise;
      await Promise.resolve();
      // The submit's continuation has run, its state update is not yet rendered: the lock still holds.
      between = result.current.run();
    });
    expect(between).toBe(false);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
    let after = false;
    act(() => {
      after = result.current.run();
    });
    expect(after).toBe(true);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('stays locked for good after a submit that leaves the screen', async () => {
    const submit = vi.fn(async (): Promise<typeof LEAVING> => LEAVING);
    const { result } = renderHook(() => useFormSubmit(submit));
    await act(() => result.current.onSubmit());
    expect(result.current.pending).toBe(true);
    await act(() => result.current.onSubmit());
    let again = true;
    act(() => {
      again = result.current.run();
    });
    expect(again).toBe(false);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('says a failed connection next to the form, clears it on the next submit and unlocks', async () => {
    const submit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new NetworkError('offline', '/api/x', 'no-response'))
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useFormSubmit(submit));
    await act(() => result.current.onSubmit());
    expect(result.current.alert).toBe('Could not connect. Check your network and try again.');
    expect(result.current.pending).toBe(false);
    await act(() => result.current.onSubmit());
    expect(result.current.alert).toBe('');
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('leaves a server refusal or an unsendable request to the API client, with no alert, and unlocks', async () => {
    const submit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(1001, 'Wrong code', '/api/x'))
      .mockRejectedValueOnce(new RequestConfigError('bad header', '/api/x'));
    const { result } = renderHook(() => useFormSubmit(submit));
    await act(() => result.current.onSubmit());
    expect(result.current.alert).toBe('');
    expect(result.current.pending).toBe(false);
    await act(() => result.current.onSubmit());
    expect(result.current.alert).toBe('');
    expect(result.current.pending).toBe(false);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('throws any other error instead of hiding it', async () => {
    const bug = new TypeError('not a function');
    const { result } = renderHook(() => useFormSubmit(() => Promise.reject(bug)));
    await act(async () => {
      await expect(result.current.onSubmit()).rejects.toBe(bug);
    });
  });
});

describe('leavingWhen', () => {
  it('says LEAVING only when the result moves the screen on', async () => {
    const submit = leavingWhen(async (name: string) => ({ kind: name }), (data) => data.kind === 'session');
    await expect(submit('session')).resolves.toBe(LEAVING);
    await expect(submit('captcha')).resolves.toBeUndefined();
  });
});
