import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberProfileQuery } from '@/shared/member/member-queries';
import { closeShellOverlay, openCallbackDialog } from '@/shared/overlays/shell-overlays';
import { useToken } from '@/shared/session/use-session';
import { ActionSheet, type SheetAction } from '@/shared/ui/action-sheet/ActionSheet';
import { showErrorToast } from '@/shared/ui/toast/toast';
import { HOTLINE_CHANNEL } from '@/shared/lib/contact-links';
import { callbackConfigQuery, channelsQuery, lineSwitchQuery } from '@/shared/customer-service/customer-service-queries';
import { buildChannelOptions, type ChannelOption } from './channel-options';

/** Opens an outside address in a new window (chat, Telegram, Zalo) or the dialler (tel:). */
export function openExternal(url: string): void {
  if (url.startsWith('tel:')) window.location.assign(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The customer-service channel selector (SPEC.md section 2 "Navigation bar", section 4 "Live-chat channel"):
 * the support channels, the live-chat lines read every 30 s while it is open, and the callback option for
 * logged-in members whose tenant and VIP level have mobileConfigView on.
 */
export default function ChannelSelector() {
  const { t } = useTranslation(['overlays', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const lines = useQuery(lineSwitchQuery());
  const channels = useQuery(channelsQuery());
  const profile = useQuery(memberProfileQuery(token));
  const config = useQuery(callbackConfigQuery(profile.data ?? undefined, token));

  const csSwitch = t('common:common.csSwitch');
  const callbackOffered = Boolean(token) && (config.data?.mobileConfigView ?? 0) !== 0;
  const options = buildChannelOptions(channels.data, lines.data, callbackOffered);
  const noChannels = channels.isError || (channels.isSuccess && channels.data.length === 0);

  // No channel list (failure or empty) is said once per opening.
  const told = useRef(false);
  useEffect(() => {
    if (noChannels && !told.current) {
      told.current = true;
      showErrorToast(csSwitch);
    }
  }, [noChannels, csSwitch]);

  const describe = (option: ChannelOption): string | undefined => {
    if (option.action.kind === 'callback') return t('channels.callbackHint');
    if (option.online !== undefined) return option.online ? t('channels.online') : t('channels.offline');
    if (option.channelType === HOTLINE_CHANNEL && option.number) return t('channels.hotline', { number: option.number });
    return undefined;
  };

  const actions: SheetAction[] = options.map((option) => ({
    key: option.key,
    label: option.name ?? t('channels.callback'),
    detail: describe(option),
  }));
  if (channels.isPending) actions.push({ key: 'loading', label: t('channels.loading'), disabled: true });

  const close = () => closeShellOverlay('channel-selector');

  // The sheet calls close() after every choice; the callback choice has already swapped the overlay by then.
  const select = (key: string) => {
    const option = options.find((candidate) => candidate.key === key);
    if (!option) return;
    const { action } = option;
    if (action.kind === 'callback') {
      openCallbackDialog();
      return;
    }
    if (action.kind === 'unavailable') showErrorToast(csSwitch);
    else if (action.kind === 'widget') navigate(action.path);
    else openExternal(action.url);
  };

  return <ActionSheet title={t('channels.title')} actions={actions} onSelect={select} onClose={close} />;
}
