import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { Empty } from '@/shared/ui/empty/Empty';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { campaignDetailQuery, type CampaignRequest } from '../api/campaign-queries';
import { CampaignPage } from '../components/CampaignPage';
import { useCampaignOpen } from '../hooks/use-campaign-open';
import { campaignRequest } from '../lib/campaign-catalogue';
import { CHEER_RECORDS_PATH } from '@/shared/config/promotion-pages';


function CampaignNotFound() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  return (
    <div className={layout.pageColumn}>
      <Empty icon="search" message={t('page.notFound')} detail={t('page.notFoundDetail')} action={{ label: t('page.toPromotions'), onClick: () => navigate(PATHS.activity) }} />
    </div>
  );
}

function CampaignLoader({ request, recordsOnly }: { request: CampaignRequest; recordsOnly: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const detail = useQuery(campaignDetailQuery(request, i18n.language));
  useCampaignOpen(detail.data?.id);
  return (
    <QueryGate queries={[detail]} rows={8} keepLoaded loadingLabel={t('page.loading')} errorMessage={t('page.loadFailed')} className={layout.pageColumn}>
      {() => (detail.data ? <CampaignPage campaign={detail.data} recordsOnly={recordsOnly} /> : <CampaignNotFound />)}
    </QueryGate>
  );
}

/**
 * The one campaign template behind /activity-detail, its aliases (/first-charge, /luckyWheel, ...) and every campaign
 * page (/christmas, ...): the campaign comes from the server by the id in the address, or by the route itself; its
 * type chooses the part shown beside the rules. Guests read everything; joining and claiming ask them to log in.
 */
export function CampaignScreen() {
  const { pathname, search } = useLocation();
  const request = campaignRequest(pathname, search);
  if (!request) return <CampaignNotFound />;
  return <CampaignLoader request={request} recordsOnly={pathname === CHEER_RECORDS_PATH} />;
}
