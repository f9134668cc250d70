import { lineIcon, RING } from '../drawing';

/** Navigation and input line icons (24 grid, currentColor). */

/** Layout controls (back, disclosure arrow, slide controls) draw the chevrons at this heavier stroke. */
export const CONTROL_STROKE = 2.2;

/** A chevron pointing left; turned round it is ArrowRightIcon. */
export const BackIcon = lineIcon('M15 5l-7 7 7 7');

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18');

/** The clear button of a text field: a cross in a circle. */
export const ClearIcon = lineIcon(RING, 'M9 9l6 6M15 9l-6 6');

/** A chevron pointing right (disclosure, next). */
export const ArrowRightIcon = lineIcon('M9 5l7 7-7 7');

export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="6.5" />, 'M16 16l4.5 4.5');

export const RefreshIcon = lineIcon('M20 12a8 8 0 1 1-2.3-5.6', 'M20 4v4.5h-4.5');

export const CheckIcon = lineIcon('M5 12.5l4.5 4.5L19 7.5');

export const SettingsIcon = lineIcon(
  'M9.8 5.2l.6-2.5h3.2l.6 2.5 1.1.4 2.1-1.3 2.3 2.3-1.3 2.1.4 1.1 2.5.6v3.2l-2.5.6-.4 1.1 1.3 2.1-2.3 2.3-2.1-1.3-1.1.4-.6 2.5h-3.2l-.6-2.5-1.1-.4-2.1 1.3-2.3-2.3 1.3-2.1-.4-1.1-2.5-.6v-3.2l2.5-.6.4-1.1-1.3-2.1 2.3-2.3 2.1 1.3z',
  <circle cx="12" cy="12" r="3" />,
);
