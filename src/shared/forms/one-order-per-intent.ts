import { NetworkError } from '@/shared/api/errors';

/**
 * A create call that makes at most one order per intent (money is never submitted twice): after a call that got no
 * answer (a NetworkError: the order may exist on the server), the next call first looks for the open order the lost
 * call may have made and answers with it instead of sending again. `prepare` (e.g. encrypting a password) runs before
 * the send, and its failures leave nothing unanswered: nothing was sent. Each form keeps its own
 * (`useState(() => oneOrderPerIntent(...))`).
 */
export function oneOrderPerIntent<TRequest, TOrder, TPrepared = undefined>(
  send: (request: TRequest, prepared: TPrepared) => Promise<TOrder>,
  findOpenOrder: () => Promise<TOrder | null>,
  prepare?: (request: TRequest) => Promise<TPrepared>,
): (request: TRequest) => Promise<TOrder> {
  let unanswered = false;
  return async (request) => {
    if (unanswered) {
      const open = await findOpenOrder();
      unanswered = false;
      if (open) return open;
    }
    const prepared = prepare ? await prepare(request) : (undefined as TPrepared);
    try {
      return await send(request, prepared);
    } catch (error) {
      if (error instanceof NetworkError) unanswered = true;
      throw error;
    }
  };
}
