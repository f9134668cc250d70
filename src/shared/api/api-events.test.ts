import { describe, expect, it, vi } from 'vitest';
import { apiEvents, createEventEmitter, emitErrorToast, ERROR_TOAST_MS } from './api-events';

interface Events {
  ping: { n: number };
  other: string;
}

describe('event emitter', () => {
  it('delivers payloads to the listeners of that event only', () => {
    const emitter = createEventEmitter<Events>();
    const ping = vi.fn();
    const other = vi.fn();
    emitter.on('ping', ping);
    emitter.on('other', other);
    emitter.emit('ping', { n: 1 });
    expect(ping).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after off or the returned unsubscribe', () => {
    const emitter = createEventEmitter<Events>();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = emitter.on('ping', a);
    emitter.on('ping', b);
    stopA();
    emitter.off('ping', b);
    emitter.emit('ping', { n: 2 });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(emitter.listenerCount('ping')).toBe(0);
  });

  it('keeps calling the other listeners when one throws, and rethrows asynchronously', async () => {
    const emitter = createEventEmitter<Events>();
    const failure = new Error('listener broke');
    const rethrown = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    const after = vi.fn();
    emitter.on('other', () => {
      throw failure;
    });
    emitter.on('other', after);
    emitter.emit('other', 'x');
    expect(after).toHaveBeenCalledWith('x');
    await expect(rethrown).resolves.toBe(failure);
  });

  it('a listener removed during emit does not break the loop', () => {
    const emitter = createEventEmitter<Events>();
    const second = vi.fn();
    const stop = emitter.on('ping', () => stop());
    emitter.on('ping', second);
    emitter.emit('ping', { n: 3 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('apiEvents', () => {
  it('emits the error toast of the catalogue: red, 4000 ms, centred by default', () => {
    const toast = vi.fn();
    const stop = apiEvents.on('toast', toast);
    emitErrorToast('Oops');
    emitErrorToast('Up here', 'top');
    stop();
    expect(ERROR_TOAST_MS).toBe(4000);
    expect(toast.mock.calls).toEqual([
      [{ type: 'error', message: 'Oops', durationMs: 4000, position: 'center' }],
      [{ type: 'error', message: 'Up here', durationMs: 4000, position: 'top' }],
    ]);
  });
});
