import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useToken } from '@/shared/session/use-session';
import { Empty } from '@/shared/ui/empty/Empty';
import { addressRegionsQuery, deliveryAddressesQuery } from '../api/address-queries';
import { countryListQuery } from '@/shared/countries/country-queries';
import { AddressForm } from '../components/AddressForm';
import styles from '@/features/account/components/account-pages.module.css';
import { AccountLoginRequired } from '@/features/account/components/AccountLoginRequired';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';

/** /addressChild: add a delivery address, or edit the one named by `?id=`. */
export function AddressChildScreen() {
  const { t } = useTranslation('addresses');
  const token = useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const editing = Number.isInteger(id) && id > 0;
  const regions = useQuery(addressRegionsQuery());
  const countries = useQuery(countryListQuery());
  const addresses = useQuery({ ...deliveryAddressesQuery(token), enabled: Boolean(token) && editing });
  if (!token) return <AccountLoginRequired />;

  const queries = editing ? [regions, countries, addresses] : [regions, countries];
  return (
    <section className={styles.page}>
      <QueryGate queries={queries}>
        {() => {
          const initial = editing ? addresses.data?.find((entry) => entry.id === id) : undefined;
          if (editing && !initial) {
            return <Empty message={t('missing')} action={{ label: t('backToList'), onClick: () => navigate(PATHS.addressView, { replace: true }) }} />;
          }
          return <AddressForm key={initial?.id ?? 'new'} initial={initial} regions={regions.data ?? []} countries={countries.data ?? []} />;
        }}
      </QueryGate>
    </section>
  );
}
