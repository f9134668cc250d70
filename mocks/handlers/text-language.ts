// The language a mock handler writes its texts in (channel names, instructions, record titles...), from the
// request's Language header (vi-VI, zh-CN, en-US) or Accept-Language; Vietnamese, the site's language, otherwise.

export type TextLanguage = 'vi' | 'zh' | 'en';
export type Texts = Readonly<Record<TextLanguage, string>>;

export function textLanguageOf(request: Request): TextLanguage {
  const header = (request.headers.get('Language') ?? request.headers.get('Accept-Language') ?? '').toLowerCase();
  if (header.startsWith('zh')) return 'zh';
  if (header.startsWith('en')) return 'en';
  return 'vi';
}

/** A text written once per answer language (a message with a number in it, say). */
export const inEveryLanguage = (write: (language: TextLanguage) => string): Texts => ({ vi: write('vi'), zh: write('zh'), en: write('en') });

const NUMBER_FORMATS: Readonly<Record<TextLanguage, Intl.NumberFormat>> = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
  zh: new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/** An amount as the backend writes it in `language`'s messages: 200.000 in Vietnamese, 200,000 in Chinese and English. */
export const formatAmount = (amount: number, language: TextLanguage): string => NUMBER_FORMATS[language].format(amount);

/** How the chat service names each answer language in its paths. */
const LINK_LANGUAGE: Texts = { vi: 'vi', zh: 'zh-cn', en: 'en' };

/** A stored link that ends in the Vietnamese page (`…/vi`, before any query) pointed at `language`'s page. */
export function linkInLanguage(link: string, language: TextLanguage): string {
  return link.replace(/\/vi(?=$|[?#])/, `/${LINK_LANGUAGE[language]}`);
}
