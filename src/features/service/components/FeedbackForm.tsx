import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/shared/api/errors';
import { Button } from '@/shared/ui/button/Button';
import frame from '@/shared/ui/field/field-frame.module.css';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { useSendFeedback } from '@/shared/advice/advice-mutations';
import { ADVICE_TYPES, contentError, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, type AdviceTypeValue } from '../lib/feedback-rules';
import styles from './FeedbackForm.module.css';
import { ImagePicker, type AttachedImage } from './ImagePicker';

interface FeedbackFormProps {
  /** Runs after the server stored the feedback. */
  onSent: () => void;
}

/** The feedback form: a category, 10-500 characters and up to three images; one submit at a time. */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const { t } = useTranslation(['service', 'common']);
  const contentId = useId();
  const counterId = useId();
  const contentErrorId = useId();
  const [adviceType, setAdviceType] = useState<AdviceTypeValue | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [checked, setChecked] = useState(false);
  const [networkFailed, setNetworkFailed] = useState(false);
  const send = useSendFeedback();
  // A ref, not state: two taps inside one frame both arrive before the button re-renders as busy.
  const sending = useRef(false);

  const typeError = checked && adviceType === null ? t('service:feedback.typeRequired') : null;
  const textError = checked ? contentError(content) : null;
  const textMessage = textError ? t(`service:feedback.contentError.${textError}`, { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }) : null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setChecked(true);
    setNetworkFailed(false);
    if (adviceType === null || contentError(content) !== null) return;
    sending.current = true;
    try {
      await send.mutateAsync({ adviceType, content, files: images.map((image) => image.file) });
      // Stays locked: the form is leaving, and a tap before it goes must not send the feedback again.
      onSent();
    } catch (error) {
      sending.current = false;
      // Server codes are toasted by the API client; a lost connection is said here. The draft stays as typed.
      if (error instanceof NetworkError) setNetworkFailed(true);
    }
  };

  const options = ADVICE_TYPES.map((value) => ({ value: String(value), label: t(`service:feedback.type.${value}`) }));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <RadioGroup
        label={t('service:feedback.typeLabel')}
        options={options}
        value={adviceType === null ? null : String(adviceType)}
        onChange={(value) => setAdviceType(Number(value) as AdviceTypeValue)}
        orientation="horizontal"
        error={typeError}
      />
      <div className={frame.stack}>
        <label htmlFor={contentId} className={frame.label}>
          {t('service:feedback.contentLabel')}
        </label>
        <textarea
          id={contentId}
          className={styles.content}
          value={content}
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          placeholder={t('service:feedback.contentPlaceholder', { min: FEEDBACK_MIN_LENGTH })}
          aria-invalid={textError !== null}
          aria-describedby={[counterId, textError ? contentErrorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => setContent(event.target.value)}
        />
        <div className={styles.below}>
          {textMessage ? (
            <p id={contentErrorId} className={styles.error}>
              {textMessage}
            </p>
          ) : (
            <span />
          )}
          <span id={counterId} className={styles.counter}>
            {t('service:feedback.counter', { n: content.length, max: FEEDBACK_MAX_LENGTH })}
          </span>
        </div>
      </div>
      <ImagePicker images={images} onChange={setImages} disabled={send.isPending} />
      {networkFailed ? (
        <p className={styles.error} role="alert">
          {t('common:common.networkError')}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={send.isPending || send.isSuccess}>
        {send.isPending || send.isSuccess ? t('service:feedback.sending') : t('service:feedback.send')}
      </Button>
    </form>
  );
}
