// How safer-gambling times and amounts read on screen: a moment in the member's own time zone, in the app language.

const LOCALES: Record<string, string> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-GB', th: 'th-TH' };

/** The Intl locale of an app language. */
export const localeOf = (language: string): string => LOCALES[language] ?? 'vi-VN';

/** 29 Nov 2026, 10:00 (en) in the member's zone; an ISO text that does not parse is shown as it is. */
export function formatMoment(iso: string, timeZone: string, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
}

/** 29 Nov 2026 (en): the first day of a statement row. */
export function formatDay(iso: string, timeZone: string, language: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(ms);
}

/** An amount typed by the player: digits only (thousands separators dropped); null when empty or not a whole number above 0. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
