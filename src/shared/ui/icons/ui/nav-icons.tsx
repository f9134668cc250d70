import { Svg, type IconProps } from '../Svg';

/** Navigation and input line icons (24 grid, currentColor). */

export function BackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** The clear button of a text field: a cross in a circle. */
export function ClearIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </Svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 5l7 7-7 7" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Svg>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 4v4.5h-4.5" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function SettingsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9.8 5.2l.6-2.5h3.2l.6 2.5 1.1.4 2.1-1.3 2.3 2.3-1.3 2.1.4 1.1 2.5.6v3.2l-2.5.6-.4 1.1 1.3 2.1-2.3 2.3-2.1-1.3-1.1.4-.6 2.5h-3.2l-.6-2.5-1.1-.4-2.1 1.3-2.3-2.3 1.3-2.1-.4-1.1-2.5-.6v-3.2l2.5-.6.4-1.1-1.3-2.1 2.3-2.3 2.1 1.3z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}
