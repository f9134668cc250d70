import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@/shared/api/generated/main/model';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import { groupByRoute } from '../lib/deposit-routes';
import styles from './deposits.module.css';

export interface ChannelPickerProps {
  channels: readonly DepositChannel[];
  selected: number | null;
  onSelect: (channelId: number) => void;
}

/** The deposit channels grouped by route (bank card, e-wallet, crypto address, C2C); one is picked at a time. */
export function ChannelPicker({ channels, selected, onSelect }: ChannelPickerProps) {
  const { t } = useTranslation('deposits');
  const groups = groupByRoute(channels);
  if (groups.length === 0) return <p className={styles.muted}>{t('channels.none')}</p>;
  return (
    <TitledSection className={styles.section} title={t('channels.title')} titleClassName={styles.heading}>
      {groups.map(({ route, channels: inRoute }) => (
        <div key={route} className={styles.section} role="group" aria-label={t(`routes.${route}`)}>
          <h3 className={styles.routeTitle}>{t(`routes.${route}`)}</h3>
          <div className={styles.chips}>
            {inRoute.map((channel) => (
              <button
                key={channel.id}
                type="button"
                className={styles.chip}
                aria-pressed={channel.id === selected}
                onClick={() => onSelect(channel.id)}
              >
                {channel.recommended ? t('channels.recommended', { name: channel.name }) : channel.name}
              </button>
            ))}
          </div>
        </div>
      ))}
    </TitledSection>
  );
}
