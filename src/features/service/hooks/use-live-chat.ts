import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openChannelSelector } from '@/shared/overlays/shell-overlays';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { lineSwitchQuery } from '@/shared/customer-service/customer-service-queries';
import { anyLineOn } from '@/shared/lib/contact-links';

/**
 * The live-chat entry of the service screens: the two lines are read every 30 s; starting a chat opens the
 * shell's channel selector, or shows common.csSwitch when both lines are off or unknown (SPEC.md section 4).
 */
export function useLiveChat() {
  const { t } = useTranslation('common');
  const lines = useQuery(lineSwitchQuery());
  const online = anyLineOn(lines.data);
  const start = () => {
    if (online) openChannelSelector();
    else showErrorToast(t('common.csSwitch'));
  };
  return { lines: lines.data ?? null, online, checking: lines.isPending, start };
}
