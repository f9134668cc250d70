import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHELL_PATHS as PATHS } from '@/shared/config/shell-paths';
import { useUnreadLetterCount } from '@/shared/letters/letter-queries';
import { Badge } from '@/shared/ui/badge/Badge';
import { lineIcon, RING } from '@/shared/ui/icons/drawing';
import { HeadsetIcon, MailIcon } from '@/shared/ui/icons/ui/action-icons';
import { LotusLogo } from './LotusLogo';
import styles from './BrandHeader.module.css';

/** A globe (language): the ring, a meridian ellipse and the equator. */
const GlobeIcon = lineIcon(RING, <ellipse cx="12" cy="12" rx="4" ry="9" />, 'M3 12h18');

/** The language shown on the switch (short, in its own script). */
const LANGUAGE_CODES: Record<string, string> = {
  vi: 'VI',
  'zh-cn': '中',
  en: 'EN',
  th: 'TH',
};

export interface BrandHeaderProps {
  /** Where the logo leads (home by default). */
  homeTo?: string;
}

/**
 * The brand bar at the top of home and login: the Lotus logo, then the language switch, the messages (with the
 * member's unread letters) and customer service.
 */
export function BrandHeader({ homeTo = PATHS.home }: BrandHeaderProps) {
  const { t, i18n } = useTranslation('shell');
  const unread = useUnreadLetterCount();
  const language = LANGUAGE_CODES[i18n.language] ?? i18n.language.toUpperCase();
  return (
    <header className={styles.bar}>
      <Link to={homeTo} className={styles.home} aria-label={t('brand.home')}>
        <LotusLogo />
      </Link>
      {/* Not a navigation landmark: three self-named links of the header, and home already has a "shortcuts"
          navigation (two landmarks of one name fail axe's landmark-unique). */}
      <div className={styles.entries}>
        <Link to={PATHS.languageSetting} className={styles.entry} aria-label={t('brand.language', { language })}>
          <GlobeIcon />
          <span className={styles.code} aria-hidden="true">
            {language}
          </span>
        </Link>
        <Link to={PATHS.message} className={styles.entry} aria-label={unread > 0 ? t('brand.messagesUnread', { count: unread }) : t('brand.messages')}>
          <Badge count={unread}>
            <MailIcon />
          </Badge>
        </Link>
        <Link to={PATHS.service} className={styles.entry} aria-label={t('brand.service')}>
          <HeadsetIcon />
        </Link>
      </div>
    </header>
  );
}
