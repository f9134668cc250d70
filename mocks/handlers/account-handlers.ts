// The account slice's handlers in one list: profile and security, quick settings, letters, announcements,
// feedback, withdrawal accounts (banks, bank cards, crypto addresses), the new-member gift pack and the referral code.
import type { HttpHandler } from 'msw';
import { adviceHandlers } from './advice';
import { announcementHandlers } from './announcements';
import { giftPackHandlers } from './gift-pack';
import { inviteCaptureHandlers } from './invite-capture';
import { letterHandlers } from './letters';
import { memberProfileHandlers } from './member-profile';
import { memberSecurityHandlers } from './member-security';
import { quickSettingHandlers } from './quick-settings';
import { withdrawalAccountHandlers } from './withdrawal-accounts';

export const accountHandlers: HttpHandler[] = [
  ...memberProfileHandlers,
  ...memberSecurityHandlers,
  ...quickSettingHandlers,
  ...letterHandlers,
  ...announcementHandlers,
  ...adviceHandlers,
  ...withdrawalAccountHandlers,
  ...giftPackHandlers,
  ...inviteCaptureHandlers,
];
