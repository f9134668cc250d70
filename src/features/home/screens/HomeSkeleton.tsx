import { useTranslation } from 'react-i18next';
import styles from './HomeScreen.module.css';

/** The sections' places, top to bottom: banners, notices, wallet strip, shortcuts, live matches. */
const BLOCKS = [styles.bannerBlock, styles.noticeBlock, styles.stripBlock, styles.shortcutBlock, styles.liveBlock];

/**
 * The home screen before its sections' code arrives: the brand bar as index.html's start-up skeleton draws it, then
 * each block in the size its section will take.
 */
export function HomeSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className={styles.brandBlock} aria-hidden="true" />
      <div className={styles.page} aria-hidden="true">
        {BLOCKS.map((block) => (
          <span key={block} className={block} />
        ))}
      </div>
    </div>
  );
}
