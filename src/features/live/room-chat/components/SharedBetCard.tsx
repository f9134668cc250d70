import { useTranslation } from 'react-i18next';
import type { ChatSharedBetEntry } from '@/shared/api/generated/socket/messages';
import { getCartItems } from '@/shared/bet-cart/cart-store';
import { toggleBetSelection, useIsBetSelected } from '@/shared/bet-cart/bet-selection-store';
import { formatOdds } from '@/shared/lib/odds';
import { useUserSettings } from '@/shared/settings/use-user-settings';
import { Button } from '@/shared/ui/button/Button';
import { selectionsToAdd } from '@/features/live/masters/lib/follow-plan';
import styles from './RoomChat.module.css';

/** A bet the anchor shared: the match, market, option and odds, with a tap that puts it into the bet cart. */
export function SharedBetCard({ entry }: { entry: ChatSharedBetEntry }) {
  const { t } = useTranslation('room-chat');
  const { oddsFormat } = useUserSettings();
  const { selection } = entry;
  const inCart = useIsBetSelected(selection.marketId, selection.optionType);
  const add = () => {
    for (const pick of selectionsToAdd([selection], getCartItems())) toggleBetSelection(pick);
  };
  return (
    <article className={styles.bet} aria-label={t('bet.label', { anchor: entry.user.nickName })}>
      <span className={styles.betHead}>{t('bet.shared', { anchor: entry.user.nickName })}</span>
      <span className={styles.betMatch}>{selection.matchName}</span>
      <span className={styles.betRow}>
        <span>
          {selection.marketName} · {selection.optionName}
        </span>
        <span className={styles.betOdds}>{formatOdds(selection.odds, oddsFormat)}</span>
      </span>
      <Button size="sm" variant={inCart ? 'secondary' : 'primary'} disabled={inCart} onClick={add}>
        {inCart ? t('bet.inCart') : t('bet.add')}
      </Button>
    </article>
  );
}
