import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValidate } from '@/shared/api/generated/main/model';
import styles from './SlideVerify.module.css';

const TRACK_PX = 260;

function challengeToken(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SlideVerifyProps {
  onVerified: (validate: CaptchaValidate | null) => void;
  /** Why the form needs the slider (e.g. not slid yet), tied to the slider for screen readers. */
  error?: string | null;
}

/** Slide-to-verify: produces the captcha validate object sent with the credentials once slid to the end. */
export function SlideVerify({ onVerified, error }: SlideVerifyProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const [value, setValue] = useState(0);
  const startedAt = useRef<number | null>(null);
  const verified = value >= 100;

  const onChange = (next: number) => {
    startedAt.current ??= Date.now();
    setValue(next);
    if (next >= 100) {
      onVerified({
        captchaId: 'lotus-slide',
        token: challengeToken(),
        offsetX: TRACK_PX,
        durationMs: Date.now() - startedAt.current,
      });
    } else if (verified) {
      onVerified(null);
    }
  };

  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={`${styles.label} ${verified ? styles.done : ''}`}>
        {verified ? t('login.slideDone') : t('login.slide')}
      </label>
      <input
        id={id}
        className={styles.range}
        type="range"
        min={0}
        max={100}
        value={value}
        disabled={verified}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
