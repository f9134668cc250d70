import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ChatEntryContent } from '@/shared/api/generated/socket/messages';
import { loginHref } from '@/shared/config/paths';
import { startTimeText } from '@/features/live/rooms/lib/room-display';
import { useRoomChat } from '../hooks/use-room-chat';
import { ChatComposer } from './ChatComposer';
import styles from './RoomChat.module.css';
import { SharedBetCard } from './SharedBetCard';

/**
 * One chat line; members' text is shown as text (React escapes it), never as markup. Memoised: an entry keeps its
 * object while it stays in the feed, so a batch renders only the lines it added.
 */
const ChatLine = memo(function ChatLine({ entry }: { entry: ChatEntryContent }) {
  const { t } = useTranslation('room-chat');
  if (entry.kind === 'notice') return <li className={styles.notice}>{entry.text}</li>;
  if (entry.kind === 'sharedBet') {
    return (
      <li>
        <SharedBetCard entry={entry} />
      </li>
    );
  }
  return (
    <li className={styles.line} data-chat-line="">
      {entry.user.vipLevel > 0 ? <span className={styles.vip}>{t('vip', { level: entry.user.vipLevel })}</span> : null}
      <span className={styles.name} data-role={entry.user.role}>
        {entry.user.role === 'anchor' ? t('anchorName', { name: entry.user.nickName }) : entry.user.nickName}
      </span>
      <span>{entry.text}</span>
    </li>
  );
});

/**
 * A room's chat: the newest lines (a capped list, so a flood keeps the page light), the anchor's shared bets as
 * cards, notices, the member's messages on their way or refused, and the message box (guests are offered the login,
 * which brings them back).
 */
export interface RoomChatProps {
  roomId: number;
  limits: { maxLength: number; intervalMs: number };
  /** Told once the chat learns that the stream ended (room state or the end notice). */
  onEnded?: () => void;
}

export function RoomChat({ roomId, limits, onEnded }: RoomChatProps) {
  const { t, i18n } = useTranslation('room-chat');
  const location = useLocation();
  const chat = useRoomChat(roomId, limits);
  const list = useRef<HTMLUListElement>(null);
  const { entries, own, ended } = chat.feed;

  useEffect(() => {
    if (ended) onEnded?.();
  }, [ended, onEnded]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (nearBottom || own.length > 0) element.scrollTop = element.scrollHeight;
  }, [entries, own]);

  return (
    <section className={styles.panel} aria-label={t('title')}>
      <ul ref={list} className={styles.list} aria-live="off" aria-label={t('lines')} data-testid="room-chat-lines">
        {chat.history.isError && entries.length === 0 ? (
          <li className={styles.notice}>
            {t('failed')}{' '}
            <button type="button" onClick={() => void chat.reload()}>
              {t('retry')}
            </button>
          </li>
        ) : null}
        {entries.map((entry) => (
          <ChatLine key={entry.entryId} entry={entry} />
        ))}
        {own.map((mine) => (
          <li key={mine.clientMsgId} className={styles.own} data-state={mine.state}>
            {mine.text} · {mine.state === 'sending' ? t('own.sending') : t(`own.rejected.${mine.reason ?? 'other'}`)}
            {mine.state === 'rejected' ? (
              <button type="button" onClick={() => chat.dismiss(mine.clientMsgId)}>
                {t('own.dismiss')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {chat.loggedIn && chat.mutedUntil !== null ? (
        <p className={styles.guest} role="status">
          {t('mutedSelf', { time: startTimeText(chat.mutedUntil, i18n.language) })}
        </p>
      ) : chat.loggedIn ? (
        <ChatComposer maxLength={limits.maxLength} onSend={chat.send} />
      ) : (
        <div className={styles.guest}>
          <span>{t('guest')}</span>
          <Link to={loginHref(`${location.pathname}${location.search}`)}>{t('login')}</Link>
        </div>
      )}
    </section>
  );
}
