import { lineIcon } from '../drawing';

/** Account, wallet and contact line icons (24 grid, currentColor). */

/** Customer service. */
export const HeadsetIcon = lineIcon(
  'M4 14v-2a8 8 0 0 1 16 0v2',
  'M4 14h3v5.5H5.5A1.5 1.5 0 0 1 4 18zM20 14h-3v5.5h1.5A1.5 1.5 0 0 0 20 18z',
  'M17.5 19.5c0 1-1.5 2-4 2H12',
);

/** Letters and messages. */
export const MailIcon = lineIcon(<rect x="3" y="5.5" width="18" height="13" rx="2" />, 'M3.5 7l8.5 6.5L20.5 7');

/** Wallet and deposit. */
export const WalletIcon = lineIcon(
  'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3',
  'M3.5 8h17v11.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z',
  'M16 13h4.5v3.5H16a1.75 1.75 0 0 1 0-3.5z',
);

export const WithdrawIcon = lineIcon(
  <rect x="3" y="10" width="18" height="10.5" rx="2" />,
  <circle cx="12" cy="15.25" r="2.2" />,
  'M12 8V2.5M9.5 5L12 2.5 14.5 5',
);

export const GiftIcon = lineIcon(
  'M4.5 11h15v9.5a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1zM3 7.5h18V11H3z',
  'M12 7.5v14M12 7.5C10.5 4 7 3.5 7 5.5s2.5 2 5 2zM12 7.5c1.5-3.5 5-4 5-2s-2.5 2-5 2z',
);

export const ShareIcon = lineIcon(
  <circle cx="18" cy="5.5" r="2.5" />,
  <circle cx="6" cy="12" r="2.5" />,
  <circle cx="18" cy="18.5" r="2.5" />,
  'M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1',
);

/** A mobile phone (binding a number, SMS). */
export const PhoneIcon = lineIcon(<rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />, 'M10.5 18.5h3');
