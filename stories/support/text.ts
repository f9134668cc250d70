import { i18n } from '@/shared/i18n';

/**
 * The text a player sees for a message key in the story's language, so play functions assert the same words
 * whichever language the toolbar picked.
 */
export function text(key: string, options?: Record<string, unknown>): string {
  return options ? i18n.t(key, options) : i18n.t(key);
}

/** A name that starts with the text (a tab followed by its badge, a row followed by its value or preview). */
export const startsWith = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
