import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGamblingLimit, SaferGamblingLimitChangeResult } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { useSetLimit } from '@/shared/safer-gambling/api/safer-gambling-mutations';
import { parseAmount } from '@/shared/safer-gambling/lib/display';
import { Button } from '@/shared/ui/button/Button';
import { Dialog } from '@/shared/ui/dialog/Dialog';
import { TextField } from '@/shared/ui/field/TextField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

export interface LimitEditorProps {
  limit: SaferGamblingLimit;
  currency: string;
  onClose: () => void;
  /** The change the server made (in force now, or later after 24 hours). */
  onChanged: (result: SaferGamblingLimitChangeResult, requested: number | null) => void;
}

/** Sets, changes or removes one limit; a lower limit is in force at once, a higher one or a removal after 24 hours. */
export function LimitEditor({ limit, currency, onClose, onChanged }: LimitEditorProps) {
  const { t } = useTranslation('safer-gambling');
  const [text, setText] = useState(limit.amount === null ? '' : String(limit.amount));
  const [error, setError] = useState<string | null>(null);
  const setLimit = useSetLimit();
  const session = limit.kind === 'session';

  const save = useFormSubmit(async (amount: number | null) => {
    const result = await setLimit.mutateAsync({ kind: limit.kind, period: limit.period, amount });
    if (result) onChanged(result, amount);
  });

  const submit = () => {
    const amount = parseAmount(text);
    if (amount === null || (session && (amount < 15 || amount > 1440))) {
      setError(t(session ? 'editor.badMinutes' : 'editor.badAmount'));
      return;
    }
    setError(null);
    save.run(amount);
  };

  const title = t('editor.title', { period: t(`period.${limit.period}`), kind: t(`kind.${limit.kind}`) });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          {limit.amount === null ? null : (
            <Button variant="ghost" onClick={() => save.run(null)} disabled={save.pending}>
              {t('editor.remove')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={submit} loading={save.pending}>
            {t('editor.save')}
          </Button>
        </>
      }
    >
      <p>{t('editor.rule')}</p>
      <TextField
        label={session ? t('editor.minutesLabel') : t('editor.amountLabel', { currency })}
        value={text}
        onChange={setText}
        inputMode="numeric"
        error={error}
      />
      <FormAlert message={save.alert} />
    </Dialog>
  );
}
