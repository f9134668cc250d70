import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, RequestConfigError } from '@/shared/api/errors';

/** What a submit returns when it succeeded and the screen is on its way out: the form stays locked until it goes. */
export const LEAVING = 'leaving';

type Outcome = typeof LEAVING | void;

export interface FormSubmit<Args extends unknown[]> {
  /** The form's onSubmit: no page load, then the submit without arguments (it reads the form's own state). */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** Starts the submit with these arguments unless one is under way; false when the submit was dropped. */
  run: (...args: Args) => boolean;
  /** True from the tap until the call settles (and for good once it said LEAVING): the button shows it. */
  pending: boolean;
  /** A failed connection, said next to the form (server codes are toasted by the API client). */
  alert: string;
}

/**
 * Runs a form's submit at most once at a time: a second tap (even inside the same frame, before React has
 * re-rendered the busy button) is ignored until the first call has settled AND React has committed the render that
 * follows (the one showing the claimed reward or the emptied form: a tap landing between the answer and that render
 * would otherwise send the same thing again), and for good once the submit says the
 * screen is LEAVING (the next screen may take a moment to load, and a tap meanwhile must not send the form again).
 * A lost connection becomes `alert`; a server refusal is left to the API client's toast; any other error is thrown.
 */
export function useFormSubmit<Args extends unknown[] = []>(submit: (...args: Args) => Promise<Outcome>): FormSubmit<Args> {
  const { t } = useTranslation('common');
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState('');

  // Counts the settled submits: the lock opens in the effect of the render that shows the latest one.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (settled > 0) running.current = false;
  }, [settled]);

  const start = async (args: Args) => {
    running.current = true;
    setPending(true);
    setAlert('');
    try {
      if ((await submit(...args)) === LEAVING) return;
    } catch (error) {
      if (error instanceof NetworkError) setAlert(t(error.failure === 'offline' ? 'common.offlineRefused' : 'common.networkError'));
      else if (!(error instanceof ApiError) && !(error instanceof RequestConfigError)) throw error;
    }
    setPending(false);
    setSettled((count) => count + 1);
  };

  const run = (...args: Args) => {
    if (running.current) return false;
    void start(args);
    return true;
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    // A form submit carries no arguments: the submit reads what the form holds.
    await start([] as unknown as Args);
  };

  return { onSubmit, run, pending, alert };
}

/** A submit that sends `send` and says LEAVING when its result moves the screen on. */
export function leavingWhen<Vars, Data>(send: (variables: Vars) => Promise<Data>, leaves: (data: Data) => boolean) {
  return async (variables: Vars): Promise<Outcome> => (leaves(await send(variables)) ? LEAVING : undefined);
}
