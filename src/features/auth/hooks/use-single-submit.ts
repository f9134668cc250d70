import { useCallback, useRef, useState } from 'react';

type Mutate<Vars, Data> = (
  variables: Vars,
  options?: { onSuccess?: (data: Data) => void; onError?: () => void },
) => void;

export interface SingleSubmit<Vars> {
  /** Starts the mutation unless one is already under way; false when the submit was dropped. */
  submit: (variables: Vars) => boolean;
  /** The call succeeded and the screen is moving on: the form stays locked until it is gone. */
  leaving: boolean;
}

/**
 * Sends a form's mutation once per submit, however fast the taps come: a second submit that arrives before React
 * has re-rendered the busy button (a double tap, Enter twice) is dropped. After a success that leaves the screen
 * (`leavesOnSuccess`) the form stays locked, so nothing is sent again while the next page loads.
 */
export function useSingleSubmit<Vars, Data>(
  mutate: Mutate<Vars, Data>,
  leavesOnSuccess: (data: Data) => boolean,
): SingleSubmit<Vars> {
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const submit = useCallback(
    (variables: Vars) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      mutate(variables, {
        onSuccess: (data) => {
          if (leavesOnSuccess(data)) setLeaving(true);
          else inFlight.current = false;
        },
        onError: () => {
          inFlight.current = false;
        },
      });
      return true;
    },
    [mutate, leavesOnSuccess],
  );
  return { submit, leaving };
}
