import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';
import styles from './CountdownButton.module.css';

/** SPEC.md section 9 "SMS resend countdown". */
export const SMS_RESEND_SECONDS = 60;

export interface CountdownButtonProps {
  /**
   * Sends the code. Resolving starts the countdown (resolving to `false` means "not sent"); rejecting leaves the
   * button ready again: the caller shows its own error.
   */
  onSend: () => Promise<unknown>;
  seconds?: number;
  /** Blocks sending, e.g. while the phone number is not valid yet. */
  disabled?: boolean;
  /** Keeps the countdown across a remount or reload of the screen (one key per purpose, e.g. "sms:register"). */
  resumeKey?: string;
  /** The label before the first send; defaults to "Send code". */
  label?: string;
  className?: string;
}

/** "Send code" that counts down before it can send again, and never sends twice for a double tap. */
export function CountdownButton({
  onSend,
  seconds = SMS_RESEND_SECONDS,
  disabled = false,
  resumeKey,
  label,
  className,
}: CountdownButtonProps) {
  const { t } = useTranslation('form');
  const { secondsLeft, running, start } = useCountdown(resumeKey);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(running);
  // A ref, not state: a second tap can arrive before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async () => {
    if (inFlight.current || running || disabled) return;
    inFlight.current = true;
    setSending(true);
    let sent: boolean;
    try {
      sent = (await onSend()) !== false;
    } catch {
      sent = false;
    } finally {
      inFlight.current = false;
    }
    if (!mounted.current) return;
    setSending(false);
    if (sent) {
      setSentOnce(true);
      start(seconds);
    }
  };

  const text = sending
    ? t('countdown.sending')
    : running
      ? t('countdown.resendIn', { seconds: secondsLeft })
      : sentOnce
        ? t('countdown.resend')
        : (label ?? t('countdown.send'));

  return (
    <button
      type="button"
      className={[styles.button, className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled || sending || running}
      aria-busy={sending || undefined}
      onClick={() => void send()}
    >
      {text}
    </button>
  );
}
