import type { IconName } from './icon-registry';
import type { TabIconKey, UiIconKey } from './use-icon-names';

/** Which name (icons namespace, tab.* and ui.*) each tab bar and interface icon carries. */

export const TAB_ICONS: ReadonlyArray<[IconName, TabIconKey]> = [
  ['HomeTabIcon', 'home'],
  ['PromotionsTabIcon', 'promotions'],
  ['BetRecordsTabIcon', 'betRecords'],
  ['SportsTabIcon', 'sports'],
  ['AccountTabIcon', 'account'],
];

export const UI_ICONS: ReadonlyArray<[IconName, UiIconKey]> = [
  ['BackIcon', 'back'],
  ['CloseIcon', 'close'],
  ['ClearIcon', 'clear'],
  ['ArrowRightIcon', 'arrowRight'],
  ['SearchIcon', 'search'],
  ['RefreshIcon', 'refresh'],
  ['CheckIcon', 'check'],
  ['SettingsIcon', 'settings'],
  ['WarningIcon', 'warning'],
  ['ErrorIcon', 'error'],
  ['InfoIcon', 'info'],
  ['SuccessIcon', 'success'],
  ['LoadingIcon', 'loading'],
  ['EyeIcon', 'eye'],
  ['EyeOffIcon', 'eyeOff'],
  ['LockIcon', 'lock'],
  ['CopyIcon', 'copy'],
  ['CalendarIcon', 'calendar'],
  ['HeadsetIcon', 'headset'],
  ['MailIcon', 'mail'],
  ['WalletIcon', 'wallet'],
  ['WithdrawIcon', 'withdraw'],
  ['GiftIcon', 'gift'],
  ['ShareIcon', 'share'],
  ['PhoneIcon', 'phone'],
];
