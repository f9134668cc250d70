import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/dialog/ConfirmDialog';

export interface BreakConfirmProps {
  /** 1: the first question; 2: the last one, which says it cannot be undone. */
  step: 1 | 2;
  kind: 'timeOut' | 'selfExclusion';
  lengthLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The two questions before a time-out or self-exclusion starts. */
export function BreakConfirm({ step, kind, lengthLabel, onConfirm, onDismiss }: BreakConfirmProps) {
  const { t } = useTranslation('safer-gambling');
  return (
    <ConfirmDialog
      key={step}
      title={t(step === 1 ? `break.confirm1Title.${kind}` : 'break.confirm2Title')}
      message={t(step === 1 ? `break.confirm1.${kind}` : `break.confirm2.${kind}`, { length: lengthLabel })}
      confirmLabel={t(step === 1 ? 'break.continue' : 'break.confirmFinal')}
      cancelLabel={t('editor.cancel')}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
      persistent
    />
  );
}
