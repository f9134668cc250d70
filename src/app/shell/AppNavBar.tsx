import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { announcementTabAfterBack, setAnnouncementTab } from '@/shared/messages/announcement-tab';
import { openChannelSelector } from '@/shared/overlays/shell-overlays';
import { HeadsetIcon } from '@/shared/ui/icons/ui/action-icons';
import { IconButton } from '@/shared/ui/icon-button/IconButton';
import { NavBar } from '@/shared/ui/nav-bar/NavBar';

/**
 * The top navigation bar of non-tab routes (SPEC.md section 2 "Navigation bar"): back goes back in history (home
 * when the app was opened on this page) and sets the announcement tab to 1 when leaving a reply-detail page,
 * else 0; the headset opens the customer-service channel selector.
 */
export function AppNavBar({ title }: { title: string }) {
  const { t } = useTranslation('overlays');
  const navigate = useNavigate();
  const location = useLocation();

  const back = () => {
    setAnnouncementTab(announcementTabAfterBack(location.pathname));
    // The first entry of a router session has the key "default": there is nothing in the app to go back to.
    if (location.key === 'default') navigate(PATHS.home, { replace: true });
    else navigate(-1);
  };

  return (
    <NavBar
      title={title}
      onBack={back}
      right={<IconButton label={t('navBar.customerService')} icon={<HeadsetIcon />} onClick={openChannelSelector} />}
    />
  );
}
