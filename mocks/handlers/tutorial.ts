// The tutorial config: the guide click check (asks whether a viewer already closed a guide and, with click true,
// records that they did), the help and service-question categories, their articles, one article, and the
// customer-service pop-up of the help pages. Category and article texts, the pop-up title and chat link, and the
// refusals follow the request's language.
import type {
  TutorialClickCheckResponse,
  TutorialConfigListResponse,
  TutorialCustomerLinkResponse,
  TutorialItemDetailResponse,
  TutorialItemListResponse,
} from '@/shared/api/generated/main/model';
import {
  TutorialClickCheckRequest,
  TutorialCustomerLinkRequest,
  TutorialItemDetailRequest,
  TutorialItemListRequest,
  TutorialListRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { HELP_TEXTS } from '../seed/service-content';
import { BAD_REQUEST } from './auth-register';
import { fail, jsonBody, ok, resultCodes, tokenOf } from './main-envelope';
import { route } from './routes';
import { textCatalogue } from './service-language';
import { findMember, findSession } from './session';
import { linkInLanguage, textLanguageOf } from './text-language';

const helpText = textCatalogue(HELP_TEXTS);

/** Who is asking: the member behind the token, else the device (guests are told apart by the deviceNo header). */
export function viewerOf(request: Request): string {
  const session = findSession(tokenOf(request), 'main');
  const member = session ? findMember(session.memberId) : undefined;
  if (member) return `member:${member.id}`;
  return `device:${request.headers.get('deviceNo') ?? ''}`;
}

export const { codes: TutorialCode, messages: tutorialMessages } = resultCodes({
  badRequest: [BAD_REQUEST, { vi: 'Dữ liệu không hợp lệ', zh: '数据无效', en: 'Invalid data' }],
  unknownCategory: [1005000001, { vi: 'Danh mục không tồn tại', zh: '分类不存在', en: 'The category does not exist' }],
  unknownArticle: [1005000002, { vi: 'Bài viết không tồn tại', zh: '文章不存在', en: 'The article does not exist' }],
});

/** A refusal of the tutorial calls (sent in the request's language by the route). */
const tutorialFail = (code: number) => fail(code, tutorialMessages[code]);

const bySortNum = <T extends { sortNum?: number; id: number }>(a: T, b: T) => (a.sortNum ?? 0) - (b.sortNum ?? 0) || a.id - b.id;

/** A missing body reads as an empty object (popCustomerLink and list have optional fields only). */
const bodyOrEmpty = async (request: Request): Promise<unknown> => (await jsonBody(request)) ?? {};

export const tutorialHandlers = [
  route<never, never, TutorialClickCheckResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/tutorial/config/checkClick', auth: false },
    async ({ request }) => {
      const parsed = TutorialClickCheckRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return tutorialFail(TutorialCode.badRequest);
      const { guideCode, click } = parsed.data;
      const viewer = viewerOf(request);
      const seen = db.tutorialClicks.findFirst((q) => q.where({ viewer, guideCode })) !== undefined;
      if (click && !seen) await db.tutorialClicks.create({ viewer, guideCode, clickedAt: Date.now() });
      return ok({ success: seen || click });
    },
  ),

  route<never, never, TutorialConfigListResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/tutorial/config/list', auth: false },
    async ({ request }) => {
      const parsed = TutorialListRequest.safeParse(await bodyOrEmpty(request));
      if (!parsed.success) return tutorialFail(TutorialCode.badRequest);
      const type = parsed.data.type ?? 1;
      const categories = db.tutorialConfigs.findMany((q) => q.where({ type })).sort(bySortNum);
      const language = textLanguageOf(request);
      return ok(categories.map(({ id, title, icon, sortNum }) => ({ id, title: helpText(title, language), icon, sortNum })));
    },
  ),

  route<never, never, TutorialItemListResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/tutorial/config/listItem', auth: false },
    async ({ request }) => {
      const parsed = TutorialItemListRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return tutorialFail(TutorialCode.badRequest);
      const { configId } = parsed.data;
      if (!db.tutorialConfigs.findFirst((q) => q.where({ id: configId }))) {
        return tutorialFail(TutorialCode.unknownCategory);
      }
      const items = db.tutorialItems.findMany((q) => q.where({ configId })).sort(bySortNum);
      const language = textLanguageOf(request);
      return ok(items.map(({ id, title, sortNum }) => ({ id, configId, title: helpText(title, language), sortNum })));
    },
  ),

  route<never, never, TutorialItemDetailResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/tutorial/config/detailItem', auth: false },
    async ({ request }) => {
      const parsed = TutorialItemDetailRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return tutorialFail(TutorialCode.badRequest);
      const item = db.tutorialItems.findFirst((q) => q.where({ id: parsed.data.id }));
      if (!item) return tutorialFail(TutorialCode.unknownArticle);
      const { sortNum: _order, title, content, ...detail } = item;
      const language = textLanguageOf(request);
      return ok({ ...detail, title: helpText(title, language), content: helpText(content, language) });
    },
  ),

  route<never, never, TutorialCustomerLinkResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/tutorial/config/popCustomerLink', auth: false },
    async ({ request }) => {
      const parsed = TutorialCustomerLinkRequest.safeParse(await bodyOrEmpty(request));
      if (!parsed.success) return tutorialFail(TutorialCode.badRequest);
      const itemId = parsed.data.itemId ?? 0;
      const record =
        db.tutorialLinks.findFirst((q) => q.where({ itemId })) ?? db.tutorialLinks.findFirst((q) => q.where({ itemId: 0 }));
      if (!record) return ok({ popStatus: 0 as const, title: '', link: '' });
      const { itemId: _item, title, link, ...rest } = record;
      const language = textLanguageOf(request);
      const answer = { ...rest, link: linkInLanguage(link, language) };
      return ok(title === undefined ? answer : { ...answer, title: helpText(title, language) });
    },
  ),
];
