import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/config/paths';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Cell } from '@/shared/ui/cell/Cell';
import { CellGroup } from '@/shared/ui/cell/CellGroup';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { inviteSummaryQuery, inviteTotalsQuery, referralCodeQuery } from '../api/referral-queries';
import { FriendsList } from '../components/FriendsList';
import { InviteLoginPrompt } from '../components/InviteLoginPrompt';
import { ShareCard } from '../components/ShareCard';
import { TotalsCard } from '../components/TotalsCard';
import { shareLinkFor } from '../lib/share-link';

/** The registration currency when the wallet has not answered yet (the deployment's, SPEC.md section 9). */
const DEFAULT_CURRENCY = 'VND';

/**
 * /invite: the member's referral code and share link (QR code, copy, share sheet), what inviting has earned with the
 * claim, and the invited friends; the programme's rules, the reward lists and the prize ring one tap away.
 */
export function InviteScreen() {
  const { t } = useTranslation('referrals');
  const token = useToken();
  const code = useQuery(referralCodeQuery(token));
  const summary = useQuery(inviteSummaryQuery(token));
  const totals = useQuery(inviteTotalsQuery(token));
  const wallet = useQuery(balanceQuery(token));
  const currency = wallet.data?.currency ?? DEFAULT_CURRENCY;
  const links = (
    <CellGroup title={t('links.title')}>
      <Cell title={t('links.rules')} description={t('links.rulesHint')} to={PATHS.inviteFriends} />
      {token ? <Cell title={t('links.details')} description={t('links.detailsHint')} to={PATHS.inviteDetails} /> : null}
      <Cell title={t('links.ring')} description={t('links.ringHint')} to={PATHS.inviteActivity} />
    </CellGroup>
  );
  if (!token) {
    return (
      <div className={layout.pageColumn}>
        <InviteLoginPrompt />
        {links}
      </div>
    );
  }
  return (
    <div className={layout.pageColumn}>
      <QueryGate queries={[code]} rows={5} loadingLabel={t('share.loading')}>
        {() => (code.data ? <ShareCard code={code.data.referralCode} link={shareLinkFor(code.data.inviteLink, code.data.referralCode, window.location.origin)} /> : null)}
      </QueryGate>
      <QueryGate queries={[totals, summary]} rows={6} loadingLabel={t('totals.loading')}>
        {() =>
          totals.data && summary.data ? (
            <>
              <TotalsCard
                totals={totals.data}
                currency={currency}
                friends={{ invited: summary.data.inviteCount, valid: summary.data.validInviteCount }}
              />
              <FriendsList friends={summary.data.friends} currency={currency} />
            </>
          ) : null
        }
      </QueryGate>
      {links}
    </div>
  );
}
