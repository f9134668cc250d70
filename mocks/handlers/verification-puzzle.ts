// The slide-puzzle captcha. SPEC.md §7 names a captcha vendor script; its puzzle service is not part of the main API
// (calls.tsv names only the validate object the login, registration and SMS calls carry). The mock plays the vendor:
// the app picks a challenge token, loads the puzzle's two images from /captcha/slide/{token}/..., and the mock draws
// them, keeping the gap's position per token. The main API then checks the validate object against that gap.
import { http, HttpResponse } from 'msw';
import type { CaptchaValidate as Validate } from '@/shared/api/generated/main/model';
import { CaptchaValidate } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { fail, MainCode } from './main-envelope';
import { textLanguageOf, type Texts } from './text-language';

/** Size of the puzzle picture and of the piece, in CSS pixels (the app shows them 1:1). */
export const PUZZLE = { width: 280, height: 140, piece: 44, knob: 6 } as const;
/** How far from the gap the piece may be dropped and still fit. */
export const PUZZLE_TOLERANCE_PX = 5;
/** Puzzles kept at most (the oldest are forgotten first). */
const MAX_PUZZLES = 200;

export const SLIDE_CAPTCHA_ID = 'lotus-slide';

interface Puzzle {
  gapX: number;
  gapY: number;
  hue: number;
}

const puzzles = new Map<string, Puzzle>();

/** The message the main API refuses a wrong captcha with, in the request's language. */
export const PUZZLE_REFUSAL: Texts = {
  vi: 'Mảnh ghép chưa khớp, vui lòng thử lại',
  zh: '拼图未对准，请重试',
  en: 'The piece did not fit, please try again',
};

export const puzzleRefusal = (request: Request): string => PUZZLE_REFUSAL[textLanguageOf(request)];

/** The puzzle of a token, drawn on first sight: the gap lies right of the piece's start so it must be dragged. */
export function puzzleOf(token: string): Puzzle {
  let puzzle = puzzles.get(token);
  if (!puzzle) {
    const { width, height, piece, knob } = PUZZLE;
    const minX = piece * 2;
    const maxX = width - piece - knob - 4;
    puzzle = {
      gapX: minX + Math.floor(Math.random() * (maxX - minX)),
      gapY: 8 + Math.floor(Math.random() * (height - piece - 16)),
      hue: Math.floor(Math.random() * 360),
    };
    puzzles.set(token, puzzle);
    if (puzzles.size > MAX_PUZZLES) puzzles.delete(puzzles.keys().next().value ?? token);
  }
  return puzzle;
}

/** The gap of a puzzle already shown, or undefined (stories and tests drag the piece there). */
export const puzzleGap = (token: string): number | undefined => puzzles.get(token)?.gapX;

export type PuzzleVerdict = 'passed' | 'failed' | 'unseen';

/**
 * Checks a validate object against the puzzle it answers; every puzzle answers once, right or wrong, so a failure
 * needs a fresh one. 'unseen' is a token whose images the mock never drew (a client that cannot show images: the
 * jsdom tests and the pact's fixed example); its shape was checked by the caller.
 */
export function verifyPuzzle(validate: Validate): PuzzleVerdict {
  const puzzle = puzzles.get(validate.token);
  if (!puzzle) return 'unseen';
  puzzles.delete(validate.token);
  if (validate.captchaId !== SLIDE_CAPTCHA_ID) return 'failed';
  return Math.abs(validate.offsetX - puzzle.gapX) <= PUZZLE_TOLERANCE_PX ? 'passed' : 'failed';
}

/** Forgets every puzzle (the mock's reset). */
export function resetPuzzles(): void {
  puzzles.clear();
}

/** The piece's outline at (x, y): a square with a round knob on its right side. */
function pieceOutline(x: number, y: number): string {
  const { piece, knob } = PUZZLE;
  const mid = piece / 2;
  return `M${x},${y} h${piece} v${mid - knob} a${knob},${knob} 0 1 1 0,${knob * 2} v${mid - knob} h${-piece} z`;
}

/** A lotus pond at dusk; the hue changes per puzzle so no two look alike. */
function scene({ hue }: Puzzle): string {
  const { width, height } = PUZZLE;
  const leaves = [0.15, 0.38, 0.62, 0.85]
    .map((f, i) => `<ellipse cx="${Math.round(width * f)}" cy="${110 + (i % 2) * 12}" rx="26" ry="8" fill="hsl(${(hue + 120) % 360} 45% ${30 + i * 4}%)"/>`)
    .join('');
  const flowers = [0.28, 0.72]
    .map((f) => {
      const cx = Math.round(width * f);
      return `<path d="M${cx},96 q-14,-18 0,-34 q14,16 0,34z M${cx},96 q-24,-8 -20,-26 q16,4 20,26z M${cx},96 q24,-8 20,-26 q-16,4 -20,26z" fill="hsl(${(hue + 330) % 360} 70% 72%)" stroke="hsl(${(hue + 330) % 360} 60% 45%)" stroke-width="1.5"/>`;
    })
    .join('');
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 80%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 62%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${width * 0.8}" cy="34" r="18" fill="hsl(${(hue + 50) % 360} 90% 88%)"/>`,
    `<path d="M0,78 L60,44 L110,70 L170,36 L230,66 L${width},48 V${height} H0Z" fill="hsl(${(hue + 200) % 360} 30% 45%)"/>`,
    `<rect y="88" width="${width}" height="${height - 88}" fill="hsl(${(hue + 190) % 360} 55% 38%)"/>`,
    leaves,
    flowers,
  ].join('');
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The picture with the gap cut out where the piece belongs. */
export function backgroundSvg(puzzle: Puzzle): string {
  const outline = pieceOutline(puzzle.gapX, puzzle.gapY);
  return svg(PUZZLE.width, PUZZLE.height, `${scene(puzzle)}<path d="${outline}" fill="rgb(0 0 0 / 0.45)" stroke="#fff" stroke-width="1.5"/>`);
}

/** The piece at the left edge, at the gap's height, cut from the same picture; as tall as the picture. */
export function pieceSvg(puzzle: Puzzle): string {
  const { piece, knob, height } = PUZZLE;
  const outline = pieceOutline(0, puzzle.gapY);
  const body = `<defs><clipPath id="cut"><path d="${outline}"/></clipPath></defs><g clip-path="url(#cut)"><g transform="translate(${-puzzle.gapX} 0)">${scene(puzzle)}</g></g><path d="${outline}" fill="none" stroke="#fff" stroke-width="2"/>`;
  return svg(piece + knob + 2, height, body);
}

const svgResponse = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });

export const puzzleHandlers = [
  http.get('*/captcha/slide/:token/:part', ({ params }) => {
    const token = String(params.token);
    if (!/^[a-f0-9]{16,64}$/.test(token)) return new HttpResponse(null, { status: 404 });
    const puzzle = puzzleOf(token);
    if (params.part === 'background.svg') return svgResponse(backgroundSvg(puzzle));
    if (params.part === 'piece.svg') return svgResponse(pieceSvg(puzzle));
    return new HttpResponse(null, { status: 404 });
  }),
];

/**
 * The main API's captcha check of a request body: a well-formed validate object whose puzzle was solved. A refusal is
 * code 1001000006 with the message in the request's language; null lets the request through.
 */
export function captchaRefusal(request: Request, validate: unknown): ReturnType<typeof fail> | null {
  const parsed = CaptchaValidate.safeParse(validate);
  if (parsed.success && verifyPuzzle(parsed.data) !== 'failed') return null;
  return fail(MainCode.captchaFailed, puzzleRefusal(request));
}
