import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeWithQuery } from '@/shared/config/paths';
import type { Letter } from '@/shared/api/generated/main/model';
import { plainTextFromBase64 } from '@/shared/lib/safe-html';
import { messageDateTime, messageTime } from '@/shared/messages/message-time';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import styles from './Letters.module.css';

export interface LetterRowProps {
  letter: Letter;
  /** Select mode: the row is a checkbox instead of a link to the letter. */
  selecting: boolean;
  selected: boolean;
  onToggle: (id: number) => void;
}

function Summary({ letter }: { letter: Letter }) {
  const { t, i18n } = useTranslation('messages');
  const preview = useMemo(() => plainTextFromBase64(letter.content), [letter.content]);
  const unread = letter.status === 0;
  return (
    <span className={styles.summary}>
      <span className={styles.titleLine}>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
        <span className={unread ? styles.unreadTitle : styles.title}>{letter.title}</span>
        {unread ? <span className="visually-hidden">{t('list.unread')}</span> : null}
      </span>
      {preview ? <span className={styles.preview}>{preview}</span> : null}
      <time className={styles.time} dateTime={messageDateTime(letter.sendTime)}>
        {messageTime(letter.sendTime, i18n.language)}
      </time>
    </span>
  );
}

/** One letter of the list: a link to it, or in select mode a checkbox named by its title. */
export function LetterRow({ letter, selecting, selected, onToggle }: LetterRowProps) {
  if (selecting) {
    return (
      <div className={styles.row} data-letter-id={letter.id}>
        <Checkbox label={<Summary letter={letter} />} checked={selected} onChange={() => onToggle(letter.id)} />
      </div>
    );
  }
  return (
    <Link className={`${styles.row} ${styles.link}`} to={routeWithQuery('messageDetail', { id: letter.id })} data-letter-id={letter.id}>
      <Summary letter={letter} />
    </Link>
  );
}
