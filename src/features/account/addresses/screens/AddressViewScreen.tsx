import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS, routeWithQuery } from '@/shared/config/paths';
import { NetworkError } from '@/shared/api/errors';
import type { DeliveryAddress } from '@/shared/api/generated/main/model';
import { maskPhone } from '@/shared/lib/masking';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { useDeleteAddress, useSetDefaultAddress } from '../api/address-mutations';
import { deliveryAddressesQuery } from '../api/address-queries';
import styles from '@/features/account/components/account-pages.module.css';
import { ListItem } from '@/features/account/components/ListItem';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { ConfirmDeleteDialog } from '@/features/account/components/ConfirmDeleteDialog';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { useConfirmedDelete } from '@/features/account/hooks/use-confirmed-delete';

/** /addressView: the delivery addresses prizes are sent to, the default first, with edit, default and delete. */
export function AddressViewScreen() {
  const { t } = useTranslation(['addresses', 'account', 'common']);
  const token = useToken();
  const navigate = useNavigate();
  const addresses = useQuery(deliveryAddressesQuery(token));
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  // Each change refetches the addresses itself (address-mutations).
  const deletion = useConfirmedDelete();
  if (!token) return <AccountLoginRequired />;

  const item = (entry: DeliveryAddress) => (
    <ListItem
      title={entry.receiverName}
      defaultLabel={entry.isDefault ? t('account:shared.default') : null}
      lines={[`+${entry.mobileArea} ${maskPhone(entry.mobile)}`, `${entry.provinceName} · ${entry.districtName}`, entry.detail]}
      actions={
        <>
          {entry.isDefault ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('setDefaultOf', { name: entry.receiverName, detail: entry.detail })}
              onClick={async () => {
                try {
                  await setDefault.mutateAsync(entry.id);
                } catch (error) {
                  if (error instanceof NetworkError) showErrorToast(t('common:common.networkError'));
                }
              }}
            >
              {t('setDefault')}
            </Button>
          )}
          <Link
            className={styles.linkQuiet}
            to={routeWithQuery('addressChild', { id: entry.id })}
            aria-label={t('editOf', { name: entry.receiverName, detail: entry.detail })}
          >
            {t('edit')}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('account:shared.delete.action', { account: `${entry.receiverName}, ${entry.detail}` })}
            onClick={() =>
              deletion.ask({ label: `${entry.receiverName}, ${entry.detail}`, remove: () => remove.mutateAsync(entry.id) })
            }
          >
            {t('account:shared.delete.short')}
          </Button>
        </>
      }
    />
  );

  const list = addresses.data ?? [];
  return (
    <div className={styles.page}>
      <QueryGate queries={[addresses]}>
        {() =>
          list.length === 0 ? (
            <Empty message={t('empty')} detail={t('emptyDetail')} action={{ label: t('add'), onClick: () => navigate(PATHS.addressChild) }} />
          ) : (
            <>
              <p className={styles.note}>{t('intro')}</p>
              <ul className={styles.list} aria-label={t('listLabel')}>
                {list.map((entry) => (
                  <li key={entry.id}>{item(entry)}</li>
                ))}
              </ul>
              <Link className={styles.link} to={PATHS.addressChild}>
                {t('add')}
              </Link>
            </>
          )
        }
      </QueryGate>
      <ConfirmDeleteDialog title={t('deleteTitle')} deletion={deletion} />
    </div>
  );
}
