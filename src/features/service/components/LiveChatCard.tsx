import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerLineSwitch } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { followContact, lineLink, pickLine, type LineName } from '@/shared/lib/contact-links';
import styles from './ServiceCard.module.css';

interface LiveChatCardProps {
  lines: CustomerLineSwitch | null;
  checking: boolean;
  /** The line the player was sent to (?line=), else the first line that is on. */
  asked: LineName | null;
}

/**
 * The service centre's live chat: which line serves the player and whether it is on (read every 30 s). A line with
 * its own chat address opens it in a new window; a line served by the chat widget, or no line on, shows
 * common.csSwitch, since the widget's vendor script is not part of this app.
 */
export function LiveChatCard({ lines, checking, asked }: LiveChatCardProps) {
  const { t } = useTranslation(['service', 'common']);
  const centreChatId = useId();
  const line = pickLine(lines, asked);
  const start = () => {
    const url = lineLink(lines, line);
    if (url) followContact({ kind: 'open', url });
    else showErrorToast(t('common:common.csSwitch'));
  };
  const status = checking ? t('service:home.checking') : line ? t(`service:centre.line.${line}`) : t('service:home.offline');
  return (
    <section className={styles.card} aria-labelledby={centreChatId}>
      <h2 id={centreChatId} className={styles.title}>
        {t('service:centre.chatTitle')}
      </h2>
      <p className={styles.note} data-online={line !== null}>
        {status}
      </p>
      <Button onClick={start} disabled={checking}>
        {t('service:home.chatNow')}
      </Button>
    </section>
  );
}
