// Team and league logos of the mock provider: a small SVG (initials on a colour) at a picture URL, drawn when it is
// requested (mocks/handlers/pictures.ts), as the provider's CDN would serve its badges.
import { pictureUrl } from './picture-urls';
import type { Random } from './random';

const COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e', '#283593', '#558b2f', '#37474f', '#f9a825'];

/** Up to two initials of a name: "Hanoi FC" -> "HF", "Lukas Berger" -> "LB", "Kitahama" -> "KI". */
export function initials(name: string): string {
  const words = name.replace(/\(.*?\)/g, '').split(/[\s/.-]+/).filter((word) => /^[\p{L}\d]/u.test(word));
  const first = Array.from(words[0] ?? '?');
  const second = Array.from(words[1] ?? '');
  const letters = second.length > 0 ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2).join('');
  // Upper-casing can lengthen a letter (ß -> SS): keep two characters at most.
  return Array.from(letters.toUpperCase()).slice(0, 2).join('');
}

export type LogoShape = 'circle' | 'shield';
export const isLogoShape = (shape: string): shape is LogoShape => shape === 'circle' || shape === 'shield';

/** The URL of a badge with the initials of `name` on a colour drawn from `random` (logoSvg draws it). */
export function logoFor(random: Random, name: string, shape: LogoShape = 'circle'): string {
  const colour = COLOURS.indexOf(random.pick(COLOURS));
  return pictureUrl('logo', shape, String(colour), initials(name) || '?');
}

/** A round (or shield) badge with `letters` on colour number `colour`. */
export function logoSvg(shape: LogoShape, colour: number, letters: string): string {
  const fill = COLOURS[colour] ?? COLOURS[0]!;
  const body =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="30" fill="${fill}"/>`
      : `<path d="M32 2 60 12v20c0 16-12 26-28 30C16 58 4 48 4 32V12z" fill="${fill}"/>`;
  const text = Array.from(letters).slice(0, 2).join('').replace(/[<>&"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  );
}
