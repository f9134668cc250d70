// Helpers shared by the account handlers: result codes (account-codes.ts) and their messages, request parsing, server
// time, base64 text and the display masks of SPEC.md section 5.
import type { z } from 'zod';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { accountCodes } from './account-codes';
import { fail, failureText, jsonBody } from './main-envelope';
import type { TextLanguage } from './text-language';

export const AccountCode = accountCodes.codes;
const messages = accountCodes.messages;

/** A failure envelope with the account message of `code`. */
export const accountFail = (code: number) => fail(code, messages[code]);

/** The message the mock sends with `code` to a request in `language` (tests compare against it). */
export const accountMessage = (code: number, language: TextLanguage = 'vi'): string => failureText(messages[code] ?? '', language);

/** The request body parsed by a generated zod schema, or undefined when it does not fit. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | undefined> {
  const parsed = schema.safeParse(await jsonBody(request));
  return parsed.success ? parsed.data : undefined;
}

/** The raw JSON body as a plain object (empty when missing), for fields checked one by one. */
export async function bodyObject(request: Request): Promise<Record<string, unknown>> {
  const body = await jsonBody(request);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const SERVER_OFFSET_MS = 8 * 3_600_000;

/** yyyy-MM-dd HH:mm:ss in the server time zone (+08:00). */
export function serverTime(ms: number): string {
  return new Date(ms + SERVER_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** Epoch ms of a server time string (yyyy-MM-dd HH:mm:ss, +08:00); NaN when it is not one. */
export function parseServerTime(text: string): number {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : Number.NaN;
}

/** UTF-8 text as base64 (letters and announcements carry their content this way). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Card number for display: only the last 4 digits. */
export const maskCardNo = (cardNo: string): string => `**** **** **** ${cardNo.slice(-4)}`;

/** Phone for display: first 3 and last 2, 3 or 4 digits for lengths 6, 7 and longer (SPEC.md section 5). */
export function maskPhone(mobile: string): string {
  if (mobile.length < 6) return mobile;
  const tail = mobile.length === 6 ? 2 : mobile.length === 7 ? 3 : 4;
  return `${mobile.slice(0, 3)}***${mobile.slice(-tail)}`;
}

/** Holder name for display: multi-word first * last, two words initials with stars, one word f**t. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 2) return `${words[0]} * ${words[words.length - 1]}`;
  if (words.length === 2) return words.map((word) => `${word.charAt(0)}*`).join(' ');
  const word = words[0] ?? '';
  return word.length <= 1 ? word : `${word.charAt(0)}**${word.charAt(word.length - 1)}`;
}

/** Integer query parameter with a default and bounds. */
export function intParam(url: URL, name: string, fallback: number, min: number, max: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** One page of `items` in the backend's current/size shape. */
export function page<T>(items: readonly T[], current: number, size: number) {
  return { records: items.slice((current - 1) * size, current * size), total: items.length, current, size };
}

/** Next id for a collection: one above the highest id so far (at least `floor`). */
export function nextId(records: ReadonlyArray<{ id: number }>, floor: number): number {
  return Math.max(floor, ...records.map((r) => r.id)) + 1;
}

/** Changes fields of a member record (validated by the UserInfo schema on update). */
export async function updateMember(id: number, change: (draft: UserInfo) => void): Promise<void> {
  await db.members.update((q) => q.where({ id }), { data: (draft) => change(draft as UserInfo) });
}

/** Whether `mobile` is a valid number for dialling code `area`: +86 mobiles, else 6 digits up to the country's length. */
export function mobileValid(area: string, mobile: string): boolean {
  if (!/^[0-9]{6,11}$/.test(mobile)) return false;
  if (area === '86') return /^1[3-9][0-9]{9}$/.test(mobile);
  const country = db.countries.findFirst((q) => q.where({ areaCode: `+${area}` }));
  return country?.phoneLength === undefined || mobile.length <= country.phoneLength;
}
