import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button/Button';
import type { SendOutcome } from '../hooks/use-room-chat';
import styles from './RoomChat.module.css';

/** The member's message box: sends on submit, keeps the text and says why when it cannot go. */
export function ChatComposer({ maxLength, onSend }: { maxLength: number; onSend: (text: string) => SendOutcome }) {
  const { t } = useTranslation('room-chat');
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = onSend(text);
    if (outcome.sent) {
      setText('');
      setHint(null);
      return;
    }
    const seconds = Math.ceil((outcome.waitMs ?? 0) / 1000);
    setHint(t(`problem.${outcome.problem}`, { max: maxLength, seconds }));
  };
  return (
    <form onSubmit={submit} aria-label={t('composer.label')}>
      <div className={styles.composer}>
        <input
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxLength * 2}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.input')}
          aria-describedby={hint ? 'room-chat-hint' : undefined}
          enterKeyHint="send"
        />
        <Button type="submit" size="sm">
          {t('composer.send')}
        </Button>
      </div>
      {hint ? (
        <p id="room-chat-hint" className={styles.hint} role="alert">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
