import { lineIcon } from '@/shared/ui/icons/drawing';

/** Home-only line icons (24 grid, currentColor) in the style of the shared set. */

/** The notice bar's speaker. */
export const SpeakerIcon = lineIcon('M4 9.5h3.5L13 5v14l-5.5-4.5H4z', 'M16.5 9a4 4 0 0 1 0 6', 'M19 6.5a7.5 7.5 0 0 1 0 11');

/** The download-app bar's phone with an arrow. */
export const DownloadIcon = lineIcon(<rect x="6" y="2.5" width="12" height="19" rx="2.5" />, 'M12 7v7', 'M9 11.5l3 3 3-3', 'M10.5 18.5h3');
