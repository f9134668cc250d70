import { Svg } from '../icons/Svg';

/** The carousel's autoplay controls: filled glyphs, decorative (the button around them carries the name). */
export function PauseGlyph() {
  return (
    <Svg look="art">
      <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
    </Svg>
  );
}

export function PlayGlyph() {
  return (
    <Svg look="art">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </Svg>
  );
}
