import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, resolveInitialLanguage, setLanguage, type AppLanguage } from './language';

/** Every namespace (one per domain or design-system area); each is its own lazily loaded chunk per language. */
export const NAMESPACES = [
  'common',
  'auth',
  'home',
  'sports',
  'routes',
  'errors',
  'shell',
  'overlays',
  'layout',
  'ui',
  'form',
  'icons',
  'devtools',
  'account',
  'withdrawal-accounts',
  'addresses',
  'business-agent',
  'messages',
  'settings',
  'service',
  'match-detail',
  'sports-results',
  'sports-help',
  'live',
  'bet-cart',
  'bet-placing',
  'bet-records',
  'deposits',
  'withdrawals',
  'transaction-records',
  'game-wallets',
  'casino',
  'vip-levels',
  'vip-services',
  'referrals',
  'referral-draw',
  'campaigns',
  'lucky-wheel',
  'match-rewards',
  'welfare',
  'sponsorships',
  'rooms',
  'room-chat',
  'anchors',
  'masters',
  'sub-games',
  'live-news',
  'safer-gambling',
] as const;
/** Loaded with the language before the first paint, because the shell and the design system use them everywhere. */
export const SHELL_NAMESPACES = ['common', 'routes', 'shell', 'layout', 'ui'] as const;
export type Namespace = (typeof NAMESPACES)[number];
type Bundle = { default: Record<string, unknown> };

// Each language and namespace is its own chunk, fetched the first time it is used. The start-up code lists only the
// chunks of the namespaces the shell and the home route's first screen use, in the three languages the picker offers
// (the game lobby's loads when the lobby is about to be seen, the sign-in screens' with them); the list of
// every other chunk (the other namespaces, and Thai, which is reached only by ?lang=th) is itself a chunk, fetched
// with the first screen that needs one, so a new feature's messages cost the home route's first load nothing.
const startBundles = import.meta.glob<Bundle>('./locales/{vi,zh-cn,en}/{common,routes,shell,layout,ui,errors,overlays,home,sports,live}.json');
const otherBundles = () => import('./feature-bundles').then((module) => module.featureBundles);

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const key = `./locales/${language}/${namespace}.json`;
    const found = startBundles[key] ? Promise.resolve(startBundles[key]) : otherBundles().then((bundles) => bundles[key]);
    found
      .then((load) => {
        if (!load) throw new Error(`No messages for ${language}/${namespace}`);
        return load();
      })
      .then(
        (module) => callback(null, module.default as never),
        (error: unknown) => callback(error as Error, null),
      );
  },
};

const TITLES = {
  vi: 'Lotus - Thể thao, Casino và Trực tiếp',
  other: 'Lotus - 体育、真人与直播娱乐',
} as const;

/** Vietnamese gets the Vietnamese tagline; every other language the Chinese one (SPEC.md section 1). */
export function titleFor(language: string): string {
  return language === 'vi' ? TITLES.vi : TITLES.other;
}

export const i18n = i18next.createInstance();

export async function initI18n(initial?: AppLanguage): Promise<void> {
  const params = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search);
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  const language = initial ?? resolveInitialLanguage(params?.get('lang') ?? null, getLanguage(), browser);
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') {
      document.title = titleFor(lng);
      document.documentElement.lang = lng;
    }
  });
  await i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['vi', 'zh-cn', 'en', 'th'],
      lowerCaseLng: true,
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  setLanguage(language);
}

/** Loads the language's messages on first use, switches the interface and stores the choice. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  setLanguage(language);
}
