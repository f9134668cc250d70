import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { useAttachReceipt } from '../api/deposit-mutations';
import { RECEIPT_TYPES, receiptProblem, type ReceiptProblem } from '../lib/receipt-file';
import styles from './deposits.module.css';

/**
 * The transfer receipt: an image picked, checked (type and size) before anything is sent, then uploaded and attached
 * to the order once per tap. A failed attach keeps the picked image for the retry.
 */
export function ReceiptUpload({ orderNo, required }: { orderNo: string; required: boolean }) {
  const { t } = useTranslation('deposits');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const attach = useAttachReceipt();
  const send = useFormSubmit(async (picked: File) => {
    await attach.mutateAsync({ orderNo, file: picked });
  });

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const found = receiptProblem(picked);
    setProblem(found);
    setFile(found ? null : picked);
    if (!found) send.run(picked);
  };

  return (
    <TitledSection className={styles.card} title={t('receipt.title')} titleClassName={styles.heading}>
      <p className={styles.muted}>{t(required ? 'receipt.required' : 'receipt.optional')}</p>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        aria-label={t('receipt.file')}
        tabIndex={-1}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {send.pending ? (
        <p role="status">{t('receipt.uploading')}</p>
      ) : file && attach.isSuccess ? (
        <p role="status">{t('receipt.sent', { name: file.name })}</p>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {t(`receipt.${problem}`)}
        </p>
      ) : null}
      <FormAlert message={send.alert} />
      <div className={styles.actions}>
        <Button variant="secondary" block loading={send.pending} onClick={() => input.current?.click()}>
          {t('receipt.choose')}
        </Button>
        {file && !attach.isSuccess && !send.pending ? (
          <Button block onClick={() => send.run(file)}>
            {t('receipt.retry')}
          </Button>
        ) : null}
      </div>
    </TitledSection>
  );
}
