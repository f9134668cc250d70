/**
 * The input rules of SPEC.md section 5 ("Input directives", "Inputs"), as pure functions so the fields and the
 * tests share one definition.
 */

const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_NINE = 0xff19;
const FULL_WIDTH_DOT = '．';

/**
 * Chinese and Japanese keyboards in full-width mode type ０-９ and ．; they are the same keys to the player, so
 * they count as the ASCII digits and dot instead of being dropped.
 */
function toHalfWidth(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_NINE) out += String.fromCharCode(code - FULL_WIDTH_ZERO + 48);
    else if (char === FULL_WIDTH_DOT) out += '.';
    else out += char;
  }
  return out;
}

/** The number directive: keeps the digits 0-9 in the order typed and drops everything else. */
export function numberOnly(value: string): string {
  return toHalfWidth(value).replace(/[^0-9]/g, '');
}

/** The float directive: keeps digits and dots in the order typed and drops everything else. */
export function floatOnly(value: string): string {
  return toHalfWidth(value).replace(/[^0-9.]/g, '');
}

/**
 * Cuts a value to at most `max` characters (a negative or NaN maximum allows nothing, Infinity allows anything).
 * The input itself carries no maxlength attribute: the browser would cut a pasted "091-234-5678" before the
 * directive strips the dashes, and digits would be lost.
 */
export function truncate(value: string, max: number): string {
  if (Number.isNaN(max) || max <= 0) return '';
  if (max === Number.POSITIVE_INFINITY) return value;
  return value.slice(0, Math.floor(max));
}

/** A bordered input's rule: the value must match `pattern`, else `message` is the error. */
export interface RegexRule {
  pattern: RegExp;
  message: string;
  /** The input's placeholder, shown as the error while the value is empty. */
  placeholder?: string;
}

/**
 * Checks a value against a rule. Returns null when it passes; otherwise the text to show as the error: the
 * placeholder for an empty value (SPEC.md: "shows its placeholder as the error when empty"; the message when there
 * is no placeholder), else the rule's message.
 */
export function applyRegexRule(value: string, rule: RegexRule): string | null {
  if (value === '') return rule.placeholder || rule.message;
  // A fresh copy without g/y, so a shared global pattern's lastIndex never makes the same value pass and fail in turn.
  const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace(/[gy]/g, ''));
  return pattern.test(value) ? null : rule.message;
}
