import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { moneyText } from '../lib/money-text';

/** The site's currency (SPEC.md section 9: the default region is vietnam) when the member's wallet is not known. */
const SITE_CURRENCY = 'VND';

/** Formats reward amounts in the member's wallet currency (the site's for guests) and the player's language. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const token = useToken();
  const wallet = useQuery(balanceQuery(token));
  const currency = wallet.data?.currency ?? SITE_CURRENCY;
  return (amount) => moneyText(amount, currency, i18n.language);
}
