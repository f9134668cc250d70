// Team and league logos of the mock provider: small inline SVG data URLs (initials on a colour), so the app never
// needs the network for a badge.
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

/** A round badge with the initials of `name` on a colour drawn from `random`. */
export function logoFor(random: Random, name: string, shape: 'circle' | 'shield' = 'circle'): string {
  const colour = random.pick(COLOURS);
  const body =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="30" fill="${colour}"/>`
      : `<path d="M32 2 60 12v20c0 16-12 26-28 30C16 58 4 48 4 32V12z" fill="${colour}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
