import { useTranslation } from 'react-i18next';
import type { GameWalletList } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { TitledSection } from '@/shared/ui/section/TitledSection';
import styles from './game-wallets.module.css';

/** What each game lobby holds, and the total that "collect all" moves. */
export function GameWalletCard({ list }: { list: GameWalletList }) {
  const { t, i18n } = useTranslation('game-wallets');
  const money = (amount: number) => formatMoney(amount, list.currency, i18n.language);
  return (
    <TitledSection className={styles.card} title={t('transfer.gameWallets')} titleClassName={styles.label}>
      <dl className={styles.wallets}>
        {list.wallets.map((wallet) => (
          <div key={wallet.lobbyCode}>
            <dt>{wallet.name}</dt>
            <dd>{money(wallet.balance)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{t('transfer.total')}</dt>
          <dd>{money(list.total)}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}
