import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/shared/config/paths';
import { formatCompact } from '@/shared/lib/money';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { LiveNav } from '@/features/live/rooms/components/LiveNav';
import page from '@/features/live/rooms/components/rooms.module.css';
import { anchorListQuery } from '../api/anchor-queries';
import styles from '../components/anchors.module.css';

/** /anchor: every anchor, the ones streaming now first, each opening their page. */
export function AnchorScreen() {
  const { t, i18n } = useTranslation(['anchors', 'common']);
  const anchors = useQuery(anchorListQuery(i18n.language));
  return (
    <>
      <LiveNav />
      <div className={page.page}>
        <QueryGate queries={[anchors]} rows={5} avatar loadingLabel={t('common:common.loading')} errorMessage={t('anchors:list.failed')} keepLoaded>
          {() =>
            (anchors.data ?? []).length === 0 ? (
              <Empty message={t('anchors:list.empty')} />
            ) : (
              <ul className={styles.list} aria-label={t('anchors:list.title')}>
                {(anchors.data ?? []).map((anchor) => (
                  <li key={anchor.anchorId}>
                    <Link className={styles.item} to={routePath('anchorInfo', { id: anchor.anchorId })}>
                      <img className={styles.avatar} src={anchor.avatar} alt="" width={48} height={48} />
                      <span className={styles.text}>
                        <span className={styles.name}>{anchor.nickName}</span>
                        <span className={styles.meta}>{anchor.intro}</span>
                        <span className={styles.meta}>{t('anchors:followers', { count: anchor.followers, followers: formatCompact(anchor.followers) })}</span>
                      </span>
                      {anchor.live ? <span className={styles.live}>{t('anchors:live')}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryGate>
      </div>
    </>
  );
}
