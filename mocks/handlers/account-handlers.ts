// The account slice's handlers in one list: profile and security, quick settings, letters, announcements,
// feedback, bank cards, crypto addresses, the new-member gift pack and the referral code.
import type { HttpHandler } from 'msw';
import { adviceHandlers } from './advice';
import { announcementHandlers } from './announcements';
import { bankCardHandlers } from './bank-cards';
import { cryptoAddressHandlers } from './crypto-addresses';
import { giftPackHandlers } from './gift-pack';
import { inviteCaptureHandlers } from './invite-capture';
import { letterHandlers } from './letters';
import { memberProfileHandlers } from './member-profile';
import { memberSecurityHandlers } from './member-security';
import { quickSettingHandlers } from './quick-settings';

export const accountHandlers: HttpHandler[] = [
  ...memberProfileHandlers,
  ...memberSecurityHandlers,
  ...quickSettingHandlers,
  ...letterHandlers,
  ...announcementHandlers,
  ...adviceHandlers,
  ...bankCardHandlers,
  ...cryptoAddressHandlers,
  ...giftPackHandlers,
  ...inviteCaptureHandlers,
];
