import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LiveRoom } from '@/shared/api/generated/main/model';
import { loginHref, routePath } from '@/shared/config/paths';
import { formatCompact } from '@/shared/lib/money';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { useFollowAnchor } from '@/features/live/anchors/api/anchor-mutations';
import bar from './AnchorBar.module.css';

/** Who streams the room, how many watch, and follow (guests go to the login and come back). */
export function AnchorBar({ room }: { room: LiveRoom }) {
  const { t } = useTranslation('rooms');
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowAnchor();
  const toggle = () => {
    if (!token) {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    if (!follow.isPending) follow.mutate({ anchorId: room.anchor.anchorId, follow: !room.following });
  };
  return (
    <div className={bar.bar}>
      <Link to={routePath('anchorInfo', { id: room.anchor.anchorId })} className={bar.anchor}>
        <img className={bar.avatar} src={room.anchor.avatar} alt="" width={40} height={40} />
        <span className={bar.text}>
          <span className={bar.name}>{room.anchor.nickName}</span>
          <span className={bar.meta}>{room.state === 'live' ? t('card.viewers', { count: room.viewers, viewers: formatCompact(room.viewers) }) : t(`state.${room.state}`)}</span>
        </span>
      </Link>
      <Button size="sm" variant={room.following ? 'secondary' : 'primary'} loading={follow.isPending} aria-pressed={room.following} onClick={toggle}>
        {room.following ? t('follow.following') : t('follow.follow')}
      </Button>
    </div>
  );
}
