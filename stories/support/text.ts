import { i18n } from '@/shared/i18n';

/**
 * The text a player sees for a message key in the story's language, so play functions assert the same words
 * whichever language the toolbar picked.
 */
export function text(key: string, options?: Record<string, unknown>): string {
  return options ? i18n.t(key, options) : i18n.t(key);
}
