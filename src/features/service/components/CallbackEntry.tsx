import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { openCallbackDialog } from '@/shared/overlays/shell-overlays';
import { useToken } from '@/shared/session/use-session';
import { Cell } from '@/shared/ui/cell/Cell';
import { callbackConfigQuery } from '@/shared/customer-service/customer-service-queries';

/**
 * The callback entry: shown to logged-in members whose tenant and VIP level have mobileConfigView on. It opens the
 * shell's callback dialog, or /cellIphone first when no mobile is bound.
 */
export function CallbackEntry() {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const token = useToken();
  const profile = useQuery(memberProfileQuery(token));
  const member = profile.data ?? undefined;
  const config = useQuery(callbackConfigQuery(member, token));
  if (!member || (config.data?.mobileConfigView ?? 0) === 0) return null;

  const open = () => {
    if (!member.mobile) navigate(PATHS.cellIphone);
    else openCallbackDialog();
  };
  const hours = config.data?.workTime ? t('callback.hours', { time: config.data.workTime }) : t('callback.hint');
  return <Cell title={t('callback.entry')} description={member.mobile ? hours : t('callback.bindFirst')} onClick={open} />;
}
