import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/shared/api/errors';
import { oneOrderPerIntent } from './one-order-per-intent';

const lost = () => new NetworkError('no answer', '/create', 'no-response');

describe('oneOrderPerIntent', () => {
  it('sends once per call while the calls are answered', async () => {
    const send = vi.fn(async (n: number) => `order ${n}`);
    const findOpen = vi.fn(async () => 'open');
    const create = oneOrderPerIntent(send, findOpen);
    expect(await create(1)).toBe('order 1');
    expect(await create(2)).toBe('order 2');
    expect(findOpen).not.toHaveBeenCalled();
  });

  it('after a lost answer, takes the open order instead of sending again', async () => {
    const send = vi.fn(async (_n: number): Promise<string> => Promise.reject(lost()));
    const findOpen = vi.fn(async () => 'made by the lost call');
    const create = oneOrderPerIntent(send, findOpen);
    await expect(create(1)).rejects.toBeInstanceOf(NetworkError);
    expect(await create(1)).toBe('made by the lost call');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again when the lost call made no order, and forgets the loss after one look', async () => {
    const send = vi.fn(async (n: number): Promise<string> => (n === 1 ? Promise.reject(lost()) : `order ${n}`));
    const findOpen = vi.fn(async () => null);
    const create = oneOrderPerIntent(send, findOpen);
    await expect(create(1)).rejects.toBeInstanceOf(NetworkError);
    expect(await create(2)).toBe('order 2');
    expect(await create(3)).toBe('order 3');
    expect(findOpen).toHaveBeenCalledTimes(1);
  });

  it('a refusal from the server is not a lost answer', async () => {
    const send = vi.fn(async (n: number): Promise<string> => (n === 1 ? Promise.reject(new ApiError(1, 'refused', '/x')) : `order ${n}`));
    const findOpen = vi.fn(async () => 'open');
    const create = oneOrderPerIntent(send, findOpen);
    await expect(create(1)).rejects.toBeInstanceOf(ApiError);
    expect(await create(2)).toBe('order 2');
    expect(findOpen).not.toHaveBeenCalled();
  });

  it('a failure before the send (preparing the request) leaves nothing unanswered', async () => {
    const send = vi.fn(async (n: number, prepared: string) => `order ${n} with ${prepared}`);
    const prepare = vi.fn(async (n: number) => (n === 1 ? Promise.reject(lost()) : 'key'));
    const findOpen = vi.fn(async () => 'open');
    const create = oneOrderPerIntent(send, findOpen, prepare);
    await expect(create(1)).rejects.toBeInstanceOf(NetworkError);
    expect(await create(2)).toBe('order 2 with key');
    expect(findOpen).not.toHaveBeenCalled();
  });
});
