import { i18n } from '@/shared/i18n';

/** A story `beforeEach` (or loader) that loads these message namespaces before the story renders. */
export function loadMessages(...namespaces: string[]) {
  return async () => {
    await i18n.loadNamespaces(namespaces);
  };
}
