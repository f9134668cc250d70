import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@/shared/config/paths';
import { useTranslation } from 'react-i18next';
import type { BankCard, CryptoAddress } from '@/shared/api/generated/main/model';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { useDeleteCard, useDeleteCryptoAddress } from '../api/withdrawal-account-mutations';
import { cryptoAddressesQuery, WITHDRAW_CURRENCY, withdrawalAccountsQuery } from '../api/withdrawal-account-queries';
import { AccountSection } from '../components/AccountSection';
import styles from '@/features/account/components/account-pages.module.css';
import { ListItem } from '@/features/account/components/ListItem';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { ConfirmDeleteDialog } from '@/features/account/components/ConfirmDeleteDialog';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { cardTail, maskedCardNo, shortAddress } from '../lib/display';
import { useConfirmedDelete, type DeleteTarget } from '@/features/account/hooks/use-confirmed-delete';

/**
 * /bankcard: the member's withdrawal accounts in three lists (bank cards, EBPay accounts, crypto addresses), card
 * numbers masked to their last 4 digits, each with a confirmed delete, and an add entry per kind.
 */
export function BankcardScreen() {
  const { t } = useTranslation(['withdrawal-accounts', 'account', 'common']);
  const token = useToken();
  const accounts = useQuery(withdrawalAccountsQuery(token));
  const crypto = useQuery(cryptoAddressesQuery(token, WITHDRAW_CURRENCY));
  const deleteCard = useDeleteCard();
  const deleteAddress = useDeleteCryptoAddress();
  // Each delete refreshes the lists itself (withdrawal-account-mutations).
  const deletion = useConfirmedDelete();
  if (!token) return <AccountLoginRequired />;

  const cardItem = (card: BankCard, prefix: 'card' | 'ebpay') => {
    const label = t(`${prefix}.itemLabel`, { bank: card.bankName, tail: cardTail(card.cardNo) });
    const target: DeleteTarget = { label, remove: () => deleteCard.mutateAsync(card.id) };
    return (
      <ListItem
        key={card.id}
        title={card.bankName}
        defaultLabel={card.isDefault ? t('account:shared.default') : null}
        number={maskedCardNo(card.cardNo)}
        lines={[t('list.holder', { name: card.realName }), card.branch ?? '']}
        actions={<DeleteButton label={label} onClick={() => deletion.ask(target)} />}
      />
    );
  };

  const addressItem = (entry: CryptoAddress) => {
    const label = t('crypto.itemLabel', { protocol: entry.protocol, tail: entry.address.slice(-6) });
    const target: DeleteTarget = { label, remove: () => deleteAddress.mutateAsync(entry.id) };
    return (
      <ListItem
        key={entry.id}
        title={`${entry.currency} · ${entry.protocol}`}
        defaultLabel={entry.isDefault ? t('account:shared.default') : null}
        number={shortAddress(entry.address)}
        lines={[entry.alias ?? '']}
        actions={<DeleteButton label={label} onClick={() => deletion.ask(target)} />}
      />
    );
  };

  const cards = accounts.data ?? [];
  return (
    <div className={styles.page}>
      <QueryGate queries={[accounts]} rows={5}>
        {() => (
          <>
            <AccountSection title={t('list.cards')} addTo={PATHS.addBankcard} addLabel={t('list.addCard')} emptyMessage={t('list.noCards')}>
              {cards.filter((card) => card.cardType === 1).map((card) => cardItem(card, 'card'))}
            </AccountSection>
            <AccountSection title={t('list.ebpay')} addTo={PATHS.addEbPay} addLabel={t('list.addEbpay')} emptyMessage={t('list.noEbpay')}>
              {cards.filter((card) => card.cardType === 2).map((card) => cardItem(card, 'ebpay'))}
            </AccountSection>
          </>
        )}
      </QueryGate>
      <QueryGate queries={[crypto]} rows={3}>
        {() => (
          <AccountSection
            title={t('list.crypto', { currency: WITHDRAW_CURRENCY })}
            addTo={PATHS.addVirtual}
            addLabel={t('list.addCrypto')}
            emptyMessage={t('list.noCrypto')}
          >
            {(crypto.data ?? []).map(addressItem)}
          </AccountSection>
        )}
      </QueryGate>
      <ConfirmDeleteDialog title={t('list.deleteTitle')} deletion={deletion} />
    </div>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Button variant="ghost" size="sm" aria-label={t('shared.delete.action', { account: label })} onClick={onClick}>
      {t('shared.delete.short')}
    </Button>
  );
}
