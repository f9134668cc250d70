import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RouteMeta } from '../route-meta';
import { AppNavBar } from './AppNavBar';

/** The navigation bar of a non-tab route, titled from the route's title key or its title query parameter. */
export default function NavBarTitle({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation('routes');
  const [params] = useSearchParams();
  const fromQuery = meta.titleQueryParam ? params.get(meta.titleQueryParam) : null;
  return <AppNavBar title={fromQuery || t(meta.titleKey ?? 'title.unknown')} />;
}
