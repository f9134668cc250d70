import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/shared/config/paths';
import { formatCompact } from '@/shared/lib/money';
import layout from '@/shared/ui/layout/layout.module.css';
import { LiveListGate } from '@/features/live/rooms/components/LiveListGate';
import { LiveSectionPage } from '@/features/live/rooms/components/LiveSectionPage';
import { anchorListQuery } from '../api/anchor-queries';
import styles from '../components/anchors.module.css';

/** /anchor: every anchor, the ones streaming now first, each opening their page. */
export function AnchorScreen() {
  const { t, i18n } = useTranslation(['anchors', 'common']);
  const anchors = useQuery(anchorListQuery(i18n.language));
  return (
    <LiveSectionPage>
      <LiveListGate queries={[anchors]} rows={5} avatar failed={t('anchors:list.failed')} empty={t('anchors:list.empty')} isEmpty={() => (anchors.data ?? []).length === 0}>
        {() => (
          <ul className={styles.list} aria-label={t('anchors:list.title')}>
            {(anchors.data ?? []).map((anchor) => (
              <li key={anchor.anchorId}>
                <Link className={layout.rowTile} to={routePath('anchorInfo', { id: anchor.anchorId })}>
                  <img className={styles.avatar} src={anchor.avatar} alt="" width={48} height={48} />
                  <span className={layout.rowText}>
                    <span className={styles.name}>{anchor.nickName}</span>
                    <span className={layout.caption}>{anchor.intro}</span>
                    <span className={layout.caption}>{t('anchors:followers', { count: anchor.followers, followers: formatCompact(anchor.followers) })}</span>
                  </span>
                  {anchor.live ? <span className={styles.live}>{t('anchors:live')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LiveListGate>
    </LiveSectionPage>
  );
}
