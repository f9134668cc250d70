import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { channelGiftQuery } from '../api/campaign-queries';
import { useMoney } from '../hooks/use-money';
import styles from './levels.module.css';

/** The way into the deposit screen, with the gift the campaign's deposit channel adds (getChannelDepositGift). */
export function DepositLead({ channelId }: { channelId: number | null }) {
  const { t } = useTranslation('campaigns');
  const token = useToken();
  const money = useMoney();
  const gift = useQuery({ ...channelGiftQuery(channelId ?? 0, token), enabled: Boolean(token) && channelId !== null });
  return (
    <div className={styles.depositLead}>
      {gift.data && gift.data.giftRate > 0 ? (
        <p className={styles.giftNote}>{t('deposit.channelGift', { rate: gift.data.giftRate, max: money(gift.data.maxGiftAmount), min: money(gift.data.minDepositAmount) })}</p>
      ) : null}
      <Link to={PATHS.deposit} className={styles.depositLink}>
        {t('deposit.action')}
      </Link>
    </div>
  );
}
