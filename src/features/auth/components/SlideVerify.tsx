import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValidate } from '@/shared/api/generated/main/model';
import { getMainApiBaseUrl, joinUrl } from '@/shared/api/main-headers';
import { IconButton } from '@/shared/ui/icon-button/IconButton';
import { RefreshIcon } from '@/shared/ui/icons/ui/nav-icons';
import styles from './SlideVerify.module.css';

/** The puzzle picture and its piece (CSS pixels, drawn 1:1 by the captcha service). */
export const PUZZLE_WIDTH = 280;
const PIECE_WIDTH = 52;
export const CAPTCHA_ID = 'lotus-slide';
/** The furthest the piece can travel. */
export const PUZZLE_TRAVEL = PUZZLE_WIDTH - PIECE_WIDTH;

/** A fresh challenge token: it names the puzzle the captcha service draws and later checks. */
export function challengeToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the captcha service serves a puzzle's pictures. */
export const puzzleImage = (token: string, part: 'background' | 'piece') =>
  joinUrl(getMainApiBaseUrl(), `/captcha/slide/${token}/${part}.svg`);

export interface SlideVerifyProps {
  onVerified: (validate: CaptchaValidate | null) => void;
  /** Why the form needs the puzzle (not solved, or the server refused it), tied to the slider for screen readers. */
  error?: string | null;
  /** A new value asks for a fresh puzzle (each puzzle answers one request, right or wrong). */
  round?: number;
}

/**
 * The slide-puzzle check: a picture with a gap and its piece, which the player drags into place with the slider
 * (pointer, or arrow keys one pixel at a time). The answer (token and offset) goes with the form; the server checks it.
 */
export function SlideVerify({ onVerified, error, round = 0 }: SlideVerifyProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [token, setToken] = useState(challengeToken);
  const [value, setValue] = useState(0);
  const [failed, setFailed] = useState(false);
  const startedAt = useRef<number | null>(null);
  const [shownRound, setShownRound] = useState(round);

  const restart = () => {
    setToken(challengeToken());
    setValue(0);
    setFailed(false);
  };
  // A new round from the form (its answer was used): a fresh puzzle; the form already dropped the old answer.
  if (shownRound !== round) {
    setShownRound(round);
    restart();
  }
  const fresh = () => {
    restart();
    onVerified(null);
  };

  const onChange = (next: number) => {
    // The clock starts when the piece leaves its start (a fresh puzzle starts there).
    if (value === 0 || startedAt.current === null) startedAt.current = Date.now();
    setValue(next);
    const durationMs = Date.now() - startedAt.current;
    onVerified(next > 0 ? { captchaId: CAPTCHA_ID, token, offsetX: next, durationMs } : null);
  };

  const placed = value > 0;
  return (
    <div className={styles.wrap}>
      <div className={styles.head}>
        <label htmlFor={id} className={`${styles.label} ${placed ? styles.done : ''}`}>
          {placed ? t('login.slideDone') : t('login.slide')}
        </label>
        <IconButton label={t('login.slideNew')} icon={<RefreshIcon />} onClick={fresh} />
      </div>
      <div className={styles.picture} style={{ width: PUZZLE_WIDTH }}>
        {failed ? (
          <div className={styles.failed} role="alert">
            <p>{t('login.slideLoadFailed')}</p>
            <button type="button" className={styles.retry} onClick={fresh}>
              {t('login.slideRetry')}
            </button>
          </div>
        ) : (
          <>
            <img className={styles.background} src={puzzleImage(token, 'background')} alt="" width={PUZZLE_WIDTH} height={140} onError={() => setFailed(true)} />
            <img className={styles.piece} src={puzzleImage(token, 'piece')} alt="" width={PIECE_WIDTH} height={140} style={{ transform: `translateX(${value}px)` }} onError={() => setFailed(true)} />
          </>
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('login.slideHint')}
      </p>
      <input
        id={id}
        key={token}
        className={styles.range}
        style={{ width: PUZZLE_WIDTH }}
        type="range"
        min={0}
        max={PUZZLE_TRAVEL}
        step={1}
        value={value}
        data-token={token}
        disabled={failed}
        aria-valuetext={t('login.slideAt', { px: value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
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
