import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError, RequestConfigError } from '@/shared/api/errors';

export interface FormSubmit {
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** True from the tap until the call settles: the submit button shows it and ignores further taps. */
  pending: boolean;
  /** A failed connection, said next to the form (server codes are toasted by the API client). */
  alert: string;
}

/** What a submit returns when it succeeded and the screen is on its way out: the form stays locked until it goes. */
export const LEAVING = 'leaving';

/**
 * Runs a form's submit at most once at a time: a second tap (even inside the same frame) is ignored until the
 * first call settles, and for good once the submit says the screen is LEAVING (the next screen may take a moment
 * to load, and a tap meanwhile must not send the form again). The form keeps everything typed whatever the outcome.
 */
export function useFormSubmit(submit: () => Promise<typeof LEAVING | void>): FormSubmit {
  const { t } = useTranslation('common');
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState('');

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    setAlert('');
    try {
      if ((await submit()) === LEAVING) return;
    } catch (error) {
      if (error instanceof NetworkError) setAlert(t('common.networkError'));
      else if (!(error instanceof ApiError) && !(error instanceof RequestConfigError)) throw error;
    }
    running.current = false;
    setPending(false);
  };

  return { onSubmit, pending, alert };
}
