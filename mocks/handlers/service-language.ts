// The account area's server texts in the request's language (Language header: vi-VI, zh-CN, en-US; Vietnamese
// otherwise). Records keep one text, in Vietnamese: the site's language, the one operators type in. A catalogue
// holds each text in the three languages, keyed by its Vietnamese version, and an answer picks the request's
// language from it. A stored text the catalogue does not know (typed by a test or a scenario) is answered as stored.
import { accountMessage, toBase64 } from './account-shared';
import { fail } from './main-envelope';
import { textLanguageOf, type TextLanguage, type Texts } from './text-language';

/** A stored (Vietnamese) text in `language`. */
export type Translate = (stored: string, language: TextLanguage) => string;

/** Looks texts up by their Vietnamese version. */
export function textCatalogue(entries: Iterable<Texts>): Translate {
  const byVietnamese = new Map<string, Texts>();
  for (const texts of entries) byVietnamese.set(texts.vi, texts);
  return (stored, language) => byVietnamese.get(stored)?.[language] ?? stored;
}

/** The same for base64-carried bodies (letters, announcements): the stored base64 of the Vietnamese text. */
export function base64Catalogue(entries: Iterable<Texts>): Translate {
  const byVietnamese = new Map<string, Texts>();
  for (const texts of entries) byVietnamese.set(toBase64(texts.vi), texts);
  return (stored, language) => {
    const texts = byVietnamese.get(stored);
    return texts ? toBase64(texts[language]) : stored;
  };
}

/** A title and a base64 body as the caller reads them. */
export interface MessageTexts {
  title: string;
  content: string;
}

/**
 * The texts of a message sent to the member (a letter, an announcement): its stored Vietnamese title and base64 body,
 * looked up in the two catalogues and answered in `language`.
 */
export function messageCatalogue(titles: Iterable<Texts>, bodies: Iterable<Texts>): (stored: MessageTexts, language: TextLanguage) => MessageTexts {
  const title = textCatalogue(titles);
  const body = base64Catalogue(bodies);
  return (stored, language) => ({ title: title(stored.title, language), content: body(stored.content, language) });
}

/** The failure messages of the letters, announcements and feedback calls (account-shared.ts has the Vietnamese). */
const ACCOUNT_MESSAGES: Texts[] = [
  { vi: 'Dữ liệu không hợp lệ', zh: '数据无效', en: 'Invalid data' },
  { vi: 'Thông báo không tồn tại hoặc đã hết hạn', zh: '公告不存在或已过期', en: 'This notice does not exist or has expired' },
  { vi: 'Thư không tồn tại hoặc đã bị xóa', zh: '信件不存在或已被删除', en: 'This letter does not exist or has been deleted' },
  { vi: 'Vui lòng chọn thư cần xóa', zh: '请选择要删除的信件', en: 'Please select the letters to delete' },
  { vi: 'Nội dung góp ý phải có ít nhất 10 ký tự', zh: '反馈内容至少需要10个字符', en: 'Feedback must be at least 10 characters long' },
  { vi: 'Bạn đã gửi quá nhiều góp ý hôm nay', zh: '您今天提交的反馈已达上限', en: 'You have sent too much feedback today' },
  { vi: 'Chỉ được đính kèm tối đa 3 ảnh', zh: '最多只能附加3张图片', en: 'You can attach at most 3 images' },
  { vi: 'Góp ý không tồn tại', zh: '该反馈不存在', en: 'This feedback does not exist' },
  { vi: 'Ảnh không hợp lệ hoặc vượt quá 5 MB', zh: '图片无效或超过5 MB', en: 'The image is invalid or larger than 5 MB' },
];

/** A failure message of the account area in `language`. */
export const accountText = textCatalogue(ACCOUNT_MESSAGES);

/** An account failure envelope with its message in the request's language. */
export const accountFailFor = (request: Request, code: number) =>
  fail(code, accountText(accountMessage(code), textLanguageOf(request)));
