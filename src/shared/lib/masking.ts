/**
 * Display masking (SPEC.md section 5 "Display masking"): what the app shows of account names, phone numbers,
 * personal names, e-mail addresses and other private strings. Pure functions; characters are counted as code
 * points, so Vietnamese, Chinese and emoji text is never cut inside a character.
 *
 * One rule holds for every mask: at least one character of a non-empty value is hidden, so a value too short
 * for its rule never shows in full.
 */

const STAR = '*';
const chars = (text: string): string[] => Array.from(text);
const stars = (count: number): string => STAR.repeat(Math.max(0, count));

/**
 * Keeps `head` characters at the start and `tail` at the end and hides the rest, one star per hidden character.
 * When the kept parts would cover the whole value, the longer end (the tail on a tie) gives up one character at a
 * time until at least one is hidden.
 */
export function maskMiddle(value: string, head: number, tail: number): string {
  const list = chars(value);
  if (list.length === 0) return '';
  let keepHead = Math.max(0, Math.floor(head));
  let keepTail = Math.max(0, Math.floor(tail));
  while (keepHead + keepTail >= list.length) {
    if (keepTail >= keepHead && keepTail > 0) keepTail -= 1;
    else keepHead -= 1;
  }
  const hidden = list.length - keepHead - keepTail;
  return list.slice(0, keepHead).join('') + stars(hidden) + list.slice(list.length - keepTail).join('');
}

/** Generic string mask: keeps 2 characters at each end ("abcdefgh" -> "ab****gh"). */
export function maskGeneric(value: string): string {
  return maskMiddle(value, 2, 2);
}

/** The fixed three stars of the account-name mask. */
export const ACCOUNT_NAME_STARS = '***';

/**
 * Account name: 5 characters or fewer -> first character, three stars, last character ("lotus" -> "l***s");
 * longer -> first two, three stars, last two ("lotus888" -> "lo***88"). A one-character name shows that
 * character and the stars only.
 */
export function maskAccountName(name: string): string {
  const list = chars(name);
  if (list.length === 0) return '';
  if (list.length === 1) return `${list[0]}${ACCOUNT_NAME_STARS}`;
  const keep = list.length <= 5 ? 1 : 2;
  return list.slice(0, keep).join('') + ACCOUNT_NAME_STARS + list.slice(list.length - keep).join('');
}

export interface PhoneMaskOptions {
  /** Inside the app's web view the first 3 and the last 4 digits are shown. */
  appShell?: boolean;
}

/** Digits kept at the end of a phone number of this length outside the app shell. */
export function phoneTailLength(length: number): number {
  if (length === 6) return 2;
  if (length === 7) return 3;
  return 4;
}

/** The app shell draws a masked phone with this fixed run of stars between the kept digits. */
export const APP_SHELL_PHONE_STARS = '****';

/**
 * Phone number: the first 3 digits and the last 2, 3 or 4 digits for lengths 6, 7 and longer, with one star per
 * hidden digit ("912345678" -> "912**5678"). In the app shell the first 3 and last 4 are shown with a fixed
 * "****" between them, as the native app draws numbers ("912****5678"); a 6- or 7-digit number, which the last 4
 * would show whole, keeps the length rule's tail there ("123****56"). Values shorter than 6 are not phone numbers
 * and get the generic mask.
 */
export function maskPhone(phone: string, { appShell = false }: PhoneMaskOptions = {}): string {
  const list = chars(phone);
  if (list.length === 0) return '';
  if (list.length < 6) return maskGeneric(phone);
  if (!appShell) return maskMiddle(phone, 3, phoneTailLength(list.length));
  const tail = list.length > 7 ? 4 : phoneTailLength(list.length);
  return `${list.slice(0, 3).join('')}${APP_SHELL_PHONE_STARS}${list.slice(list.length - tail).join('')}`;
}

/**
 * Personal name by words: three or more words -> first word, one star per hidden word, last word
 * ("Nguyen Van An" -> "Nguyen * An"); two words -> each initial plus a star ("Van An" -> "V* A*"); one word ->
 * first and last letters with two stars between ("Lan" -> "L**n"; a one-letter word -> "L**").
 */
export function maskPersonName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  if (words.length >= 3) return `${first} ${stars(words.length - 2)} ${words[words.length - 1] ?? ''}`;
  if (words.length === 2) return words.map((word) => `${chars(word)[0] ?? ''}${STAR}`).join(' ');
  const letters = chars(first);
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return `${letters[0] ?? ''}${stars(2)}${last}`;
}

/**
 * E-mail address: the generic mask on the part before the @, the domain kept ("chua.so@lotus.example" ->
 * "ch***so@lotus.example"). A value without an @ gets the generic mask whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskGeneric(email);
  return `${maskGeneric(email.slice(0, at))}${email.slice(at)}`;
}

export const INVALID_TIME_STRING = 'Invalid time string';
export const INVALID_DATE_FORMAT = 'Invalid date format';

export interface TimeParts {
  year: number;
  month: number;
  day: number;
  /** null when the string carries a date only. */
  hour: number | null;
  minute: number | null;
  second: number | null;
}

const TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Reads a server time string: "yyyy-MM-dd", "yyyy-MM-dd HH:mm" or "yyyy-MM-dd HH:mm:ss" (a "T" may stand for the
 * space). Throws Error("Invalid time string") for anything that is not a non-blank string or names a moment
 * that does not exist (2026-02-30, 24:00), and Error("Invalid date format") for a string of another shape.
 */
export function parseTimeString(value: unknown): TimeParts {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(INVALID_TIME_STRING);
  const match = TIME_SHAPE.exec(value.trim());
  if (!match) throw new Error(INVALID_DATE_FORMAT);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  const dateExists = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
  const timeExists = hour <= 23 && minute <= 59 && second <= 59;
  if (!dateExists || !timeExists) throw new Error(INVALID_TIME_STRING);
  return {
    year,
    month,
    day,
    hour: hasTime ? hour : null,
    minute: hasTime ? minute : null,
    second: match[6] !== undefined ? second : null,
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * A time string for display: day-month-year in Vietnamese, month-day-year otherwise (SPEC.md section 9 "Date
 * format"), then HH:mm when the string has a time. Throws like parseTimeString.
 */
export function formatTimeString(value: unknown, language: string): string {
  const parts = parseTimeString(value);
  const [first, second] = language === 'vi' ? [parts.day, parts.month] : [parts.month, parts.day];
  const date = `${pad(first)}-${pad(second)}-${pad(parts.year, 4)}`;
  return parts.hour === null ? date : `${date} ${pad(parts.hour)}:${pad(parts.minute ?? 0)}`;
}
