import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/lib/copy-text';
import { Button } from '@/shared/ui/button/Button';
import { showToast } from '@/shared/ui/toast/toast';
import styles from './deposits.module.css';

/** How long the copied / not copied confirmation stays. */
const COPY_TOAST_MS = 2_000;

export interface CopyRowProps {
  label: string;
  /** What is shown; `copy` is what goes to the clipboard (the shown text when missing). */
  value: string;
  copy?: string;
}

/** One line of the payee details with a copy button (common.copySuccess, or common.copyFail when refused). */
export function CopyRow({ label, value, copy }: CopyRowProps) {
  const { t } = useTranslation(['deposits', 'common']);
  const onCopy = async () => {
    const copied = await copyText(copy ?? value);
    showToast({ message: t(copied ? 'common:common.copySuccess' : 'common:common.copyFail'), type: copied ? 'success' : 'error', durationMs: COPY_TOAST_MS });
  };
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <Button variant="ghost" size="sm" aria-label={t('info.copy', { label })} onClick={() => void onCopy()}>
          {t('info.copyShort')}
        </Button>
      </dd>
    </div>
  );
}

/** A line of the details without a copy button. */
export function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
