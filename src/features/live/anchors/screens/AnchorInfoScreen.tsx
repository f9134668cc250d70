import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AnchorDetail } from '@/shared/api/generated/main/model';
import { loginHref, routeWithQuery } from '@/shared/config/paths';
import { formatCompact } from '@/shared/lib/money';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import page from '@/features/live/rooms/components/rooms.module.css';
import { startTimeText } from '@/features/live/rooms/lib/room-display';
import { useFollowAnchor } from '../api/anchor-mutations';
import { anchorDetailQuery } from '../api/anchor-queries';
import styles from '../components/anchors.module.css';

function AnchorPage({ anchor }: { anchor: AnchorDetail }) {
  const { t, i18n } = useTranslation('anchors');
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowAnchor();
  const toggle = () => {
    if (!token) void navigate(loginHref(`${location.pathname}${location.search}`));
    else if (!follow.isPending) follow.mutate({ anchorId: anchor.anchorId, follow: !anchor.following });
  };
  return (
    <div className={page.page}>
      <section className={styles.head} aria-label={anchor.nickName}>
        <img className={`${styles.avatar} ${styles.big}`} src={anchor.avatar} alt="" width={72} height={72} />
        <span className={layout.rowText}>
          <h1 className={layout.sectionTitle}>{anchor.nickName}</h1>
          <span className={layout.caption}>{anchor.intro}</span>
          <span className={layout.caption}>{t('followers', { count: anchor.followers, followers: formatCompact(anchor.followers) })}</span>
        </span>
      </section>
      <div className={styles.actions}>
        <Button size="sm" variant={anchor.following ? 'secondary' : 'primary'} aria-pressed={anchor.following} loading={follow.isPending} onClick={toggle}>
          {anchor.following ? t('following') : t('follow')}
        </Button>
        {anchor.live && anchor.roomId !== null ? (
          <Link className={page.watch} to={routeWithQuery('livePage', { id: anchor.roomId })}>
            {t('watchNow')}
          </Link>
        ) : null}
      </div>
      <p className={styles.bio}>{anchor.bio}</p>
      <h2 className={layout.sectionTitle}>{t('schedule')}</h2>
      {anchor.schedule.length === 0 ? (
        <p className={layout.muted}>{t('noSchedule')}</p>
      ) : (
        <ul className={styles.list}>
          {anchor.schedule.map((item) => (
            <li key={item.roomId}>
              <Link className={styles.row} to={routeWithQuery('livePage', { id: item.roomId })}>
                <span>{item.title}</span>
                <span>{startTimeText(item.startTime, i18n.language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className={layout.sectionTitle}>{t('past')}</h2>
      <ul className={styles.list}>
        {anchor.pastStreams.map((past) => (
          <li key={past.startTime} className={styles.row}>
            <span>{past.title}</span>
            <span>{t('pastMeta', { date: startTimeText(past.startTime, i18n.language), minutes: past.durationMinutes })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /anchor-infor/{id}: an anchor's bio, planned and past streams, and follow. */
export function AnchorInfoScreen() {
  const { t, i18n } = useTranslation(['anchors', 'common']);
  const token = useToken();
  const anchorId = Number(useParams().id);
  const anchor = useQuery(anchorDetailQuery(i18n.language, anchorId, token));
  return (
    <QueryGate queries={[anchor]} rows={5} avatar loadingLabel={t('common:common.loading')} errorMessage={t('anchors:failed')} keepLoaded>
      {() => (anchor.data ? <AnchorPage anchor={anchor.data} /> : <Empty message={t('anchors:missing')} icon="search" />)}
    </QueryGate>
  );
}
