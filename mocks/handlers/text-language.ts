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

/** How the chat service names each answer language in its paths. */
const LINK_LANGUAGE: Texts = { vi: 'vi', zh: 'zh-cn', en: 'en' };

/** A stored link that ends in the Vietnamese page (`…/vi`, before any query) pointed at `language`'s page. */
export function linkInLanguage(link: string, language: TextLanguage): string {
  return link.replace(/\/vi(?=$|[?#])/, `/${LINK_LANGUAGE[language]}`);
}
