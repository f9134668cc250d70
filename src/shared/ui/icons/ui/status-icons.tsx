import { lineIcon, RING } from '../drawing';
import { Svg, type IconProps } from '../Svg';

/** Status, visibility and form line icons (24 grid, currentColor). */

export const WarningIcon = lineIcon('M12 3.5L21.5 20h-19z', 'M12 9.5V14M12 17v.01');

export const ErrorIcon = lineIcon(RING, 'M12 7.5V13M12 16.5v.01');

export const InfoIcon = lineIcon(RING, 'M12 11v5.5M12 7.5v.01');

/** A tick in the ring of the round status icons. */
export const SuccessIcon = lineIcon(RING, 'M7.5 12.5l3 3 6-6.5');

/** A faint ring with a quarter arc; whoever shows it turns it while the work lasts. */
export function LoadingIcon(props: IconProps) {
  return (
    <Svg {...props} strokeWidth={2.5}>
      <circle cx="12" cy="12" r="9" opacity="0.3" />
      <path d="M12 3a9 9 0 0 1 9 9" />
    </Svg>
  );
}

export const EyeIcon = lineIcon('M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', <circle cx="12" cy="12" r="3" />);

export const EyeOffIcon = lineIcon(
  'M6.6 7.4C4 9.2 2.5 12 2.5 12s3.5 6.5 9.5 6.5c1.9 0 3.5-.6 4.9-1.5M10 5.7c.6-.1 1.3-.2 2-.2 6 0 9.5 6.5 9.5 6.5s-.8 1.5-2.2 3.1',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16',
);

export const LockIcon = lineIcon(<rect x="5" y="10.5" width="14" height="10" rx="2" />, 'M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5V17');

export const CopyIcon = lineIcon(
  <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />,
  'M15.5 8.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h2.5',
);

export const CalendarIcon = lineIcon(
  <rect x="3.5" y="5" width="17" height="15.5" rx="2" />,
  'M3.5 10h17M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01',
);
