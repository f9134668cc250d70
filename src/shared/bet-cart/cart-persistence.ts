import { readStoredJson, removeStored, writeStored } from '@/shared/lib/safe-storage';
import { getToken } from '@/shared/session/token-store';
import { CART_LIMIT } from './cart-rules';
import { CART_STORAGE_KEY } from './cart-storage-key';
import { EMPTY_CART, type CartItem, type CartState } from './cart-types';

export { CART_STORAGE_KEY } from './cart-storage-key';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const optional = <T>(value: unknown, check: (value: unknown) => value is T): T | undefined => (check(value) ? value : undefined);

/** A stored item, or null when a field the cart needs is missing or of the wrong type. */
function parseItem(raw: unknown): CartItem | null {
  if (!isFields(raw)) return null;
  const { matchId, marketId, optionType, odds, sportId, marketType, matchName, marketName, optionName } = raw;
  const numbers = [matchId, marketId, optionType, odds, sportId, marketType];
  if (!numbers.every(isNumber) || ![matchName, marketName, optionName].every(isText)) return null;
  const item: CartItem = {
    matchId: matchId as number,
    marketId: marketId as number,
    optionType: optionType as number,
    odds: odds as number,
    sportId: sportId as number,
    marketType: marketType as number,
    matchName: matchName as string,
    marketName: marketName as string,
    optionName: optionName as string,
    smin: optional(raw.smin, isNumber) ?? 0,
    smax: optional(raw.smax, isNumber) ?? 0,
    ss: optional(raw.ss, isNumber) ?? 1,
    au: optional(raw.au, isNumber) ?? 1,
    // A marker is a 2-second hint: a reload does not bring it back.
    oddsMove: 'none',
  };
  const period = optional(raw.period, isNumber);
  if (period !== undefined) item.period = period;
  const line = optional(raw.line, isText);
  if (line !== undefined) item.line = line;
  const re = optional(raw.re, isText);
  if (re !== undefined) item.re = re;
  if (typeof raw.ip === 'boolean') item.ip = raw.ip;
  const replacedFrom = optional(raw.replacedFrom, isNumber);
  if (replacedFrom !== undefined) item.replacedFrom = replacedFrom;
  const rejection = optional(raw.rejection, isText);
  if (rejection !== undefined) item.rejection = rejection;
  return item;
}

/** Typed amounts by key; anything that is not text is dropped. */
function parseTexts(raw: unknown): Record<string, string> {
  if (!isFields(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => isText(entry[1])));
}

/**
 * The cart a stored value stands for: every valid item (one per market, at most the cart limit), the typed
 * amounts and the sheet's state; anything else (an old or hand-edited value) falls back to the empty cart.
 */
export function parseCartState(raw: unknown): CartState {
  if (!isFields(raw) || !Array.isArray(raw.items)) return EMPTY_CART;
  const items: CartItem[] = [];
  for (const entry of raw.items) {
    const item = parseItem(entry);
    if (item && items.length < CART_LIMIT && !items.some((other) => other.marketId === item.marketId)) items.push(item);
  }
  if (items.length === 0) return EMPTY_CART;
  return {
    items,
    open: raw.open === true,
    expanded: raw.expanded === true,
    tab: raw.tab === 'multiple' ? 'multiple' : 'single',
    stakes: parseTexts(raw.stakes),
    seriesStakes: parseTexts(raw.seriesStakes),
    stakeAll: optional(raw.stakeAll, isText) ?? '',
    // The multiple rows come back with the next quote.
    series: [],
  };
}

/**
 * Whose cart a stored value is: the member token it was saved under ('' for a guest). A member's cart is not
 * restored for anyone else, so a logout empties the cart even when the cart's code was not loaded at the time
 * (SPEC.md section 4 "Session"); a guest's cart follows the guest into the login.
 */
function ownerOf(raw: unknown): string {
  return isFields(raw) && isText(raw.owner) ? raw.owner : '';
}

export function readCart(): CartState {
  const raw = readStoredJson(CART_STORAGE_KEY);
  const owner = ownerOf(raw);
  if (owner !== '' && owner !== (getToken() ?? '')) {
    removeStored(CART_STORAGE_KEY);
    return EMPTY_CART;
  }
  return parseCartState(raw);
}

export function writeCart(state: CartState): void {
  writeStored(CART_STORAGE_KEY, JSON.stringify({ ...state, series: undefined, owner: getToken() ?? '' }));
}
