import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageKeysByField } from '@/shared/lib/validation-forms';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The translated message shown under each field of a form: set from a zod result on submit, one field at a time
 * by a send-code check, and cleared as soon as the player edits that field (what they typed always stays).
 */
export function useFieldErrors<F extends string>() {
  const { t } = useTranslation(['auth', 'common']);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  const set = useCallback((field: F, message: string) => setErrors((current) => ({ ...current, [field]: message })), []);

  /** A field's change handler: keeps what the player typed (through `setter`) and clears that field's message. */
  const edit =
    <V,>(field: F, setter: (value: V) => void) =>
    (value: V) => {
      setter(value);
      clear(field);
    };

  /** Shows the messages of a failed parse (plus any extra ones); true when there is nothing to show. */
  const show = (error: z.ZodError | undefined, extra: FieldErrors<F> = {}): boolean => {
    const next: FieldErrors<F> = {};
    for (const [field, key] of Object.entries(messageKeysByField(error))) next[field as F] = t(key);
    const all = { ...next, ...extra };
    setErrors(all);
    return Object.values(all).every((message) => !message);
  };

  return { errors, clear, set, show, edit };
}
