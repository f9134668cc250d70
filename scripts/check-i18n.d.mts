// Types of scripts/check-i18n.mjs for the tests that import it.
export declare const LANGUAGES: readonly string[];
export declare const REFERENCE_LANGUAGE: string;
export declare const DEFAULT_NAMESPACE: string;

export type Locales = Record<string, Record<string, Map<string, unknown>>>;

export interface KeyUse {
  line: number;
  raw: string;
  key: string;
  /** undefined: any namespace may hold it (a t handed in from elsewhere, or an 'ns:key' string). */
  namespaces: string[] | undefined;
  returnObjects: boolean;
  via: 't()' | 'i18nKey' | 'string';
}

export declare function flattenMessages(tree: unknown, prefix?: string, out?: Map<string, unknown>): Map<string, unknown>;
export declare function loadLocales(localesDir: string): { locales: Locales; problems: string[] };
export declare function namespacesOf(locales: Locales): string[];
export declare function checkLocaleParity(locales: Locales): string[];
export declare function untranslatedThai(locales: Locales): string[];
export declare function keysUsedIn(fileName: string, text: string, knownNamespaces: readonly string[]): KeyUse[];
export declare function checkUsedKeys(sourceDir: string, locales: Locales, root?: string): { problems: string[]; count: number };
export declare function runI18nChecks(options?: { root?: string }): {
  problems: string[];
  warnings: string[];
  namespaces: string[];
  usedKeyCount: number;
};
