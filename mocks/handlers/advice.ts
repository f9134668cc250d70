// Player feedback: send (with up to three image addresses), list, open one (marks its replies read) and whether any
// reply is unread; and the image upload whose addresses feedback carries (openapi: AdviceImages). Failure messages
// follow the request's language; what the member and the service staff wrote is answered as written.
import type {
  Advice,
  AdviceDetail,
  AdviceDetailResponse,
  AdvicePageResponse,
  BooleanResponse,
  EmptyResponse,
  FundImageUploadResponse,
} from '@/shared/api/generated/main/model';
import { AdviceType } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { runtime } from '../db/runtime';
import type { AdviceRecordType } from '../db/account-collections';
import { AccountCode, bodyObject, intParam, nextId, page, serverTime } from './account-shared';
import { fail, ok } from './main-envelope';
import { memberRoute } from './routes';
import { accountFailFor, accountText } from './service-language';
import { textLanguageOf } from './text-language';

export const ADVICE_MIN_LENGTH = 10;
export const ADVICE_MAX_LENGTH = 500;
export const ADVICE_MAX_IMAGES = 3;
/** Feedback a member may send per day. */
export const ADVICE_DAILY_LIMIT = 5;

const toAdvice = ({ id, adviceType, content, images, status, hasUnreadReply, createTime }: AdviceRecordType): Advice => ({
  id,
  adviceType,
  content,
  images: images ?? [],
  status,
  hasUnreadReply,
  createTime,
});

const toDetail = ({ memberId: _owner, hasUnreadReply: _unread, ...detail }: AdviceRecordType): AdviceDetail => detail;

/** Adds a customer-service reply to a feedback thread (unread until the member opens it). */
export async function replyToAdvice(id: number, content: string, now = Date.now()): Promise<void> {
  await db.advices.update((q) => q.where({ id }), {
    data: (draft) => {
      const replyId = Math.max(0, ...db.advices.all().flatMap((a) => a.replies.map((r) => r.id))) + 1;
      draft.replies.push({ id: replyId, content, replyTime: serverTime(now) });
      draft.status = 1;
      draft.hasUnreadReply = true;
    },
  });
}

/** Image upload (openapi FundImageUploadRequest): JPEG, PNG or WebP of at most 5 MB, else 1006000008. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const IMAGE_REJECTED = { code: 1006000008, msg: 'Ảnh không hợp lệ hoặc vượt quá 5 MB' } as const;

async function uploadedFile(request: Request): Promise<File | undefined> {
  try {
    const file = (await request.formData()).get('file');
    return typeof file === 'object' && file !== null ? (file as File) : undefined;
  } catch {
    return undefined;
  }
}

const sentToday = (memberId: number, now: number): number => {
  const today = serverTime(now).slice(0, 10);
  return db.advices.findMany((q) => q.where({ memberId, createTime: (t) => t.startsWith(today) })).length;
};

export const adviceHandlers = [
  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/advice/config/saveAdviceConfig' },
    async ({ request, auth }) => {
      const body = await bodyObject(request);
      const adviceType = AdviceType.safeParse(body.adviceType);
      const content = typeof body.content === 'string' ? body.content.trim() : '';
      const images = body.images ?? [];
      if (!adviceType.success || !Array.isArray(images) || images.some((image) => typeof image !== 'string')) {
        return accountFailFor(request, AccountCode.badRequest);
      }
      if (content.length < ADVICE_MIN_LENGTH) return accountFailFor(request, AccountCode.adviceTooShort);
      if (content.length > ADVICE_MAX_LENGTH) return accountFailFor(request, AccountCode.badRequest);
      if (images.length > ADVICE_MAX_IMAGES) return accountFailFor(request, AccountCode.adviceTooManyImages);
      const now = Date.now();
      if (sentToday(auth.member.id, now) >= ADVICE_DAILY_LIMIT) return accountFailFor(request, AccountCode.adviceTooMany);
      await db.advices.create({
        id: nextId(db.advices.all(), 7000),
        memberId: auth.member.id,
        adviceType: adviceType.data,
        content,
        images: images as string[],
        status: 0,
        createTime: serverTime(now),
        replies: [],
        hasUnreadReply: false,
      });
      return ok(null);
    },
  ),

  memberRoute<never, never, AdvicePageResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/advice/config/list' },
    ({ request, auth }) => {
      const url = new URL(request.url);
      const current = intParam(url, 'current', 1, 1, 100_000);
      const size = intParam(url, 'size', 20, 1, 100);
      if (current === undefined || size === undefined) return accountFailFor(request, AccountCode.badRequest);
      const mine = db.advices
        .findMany((q) => q.where({ memberId: auth.member.id }))
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
      return ok(page(mine.map(toAdvice), current, size));
    },
  ),

  memberRoute<{ id: string }, never, AdviceDetailResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/advice/config/show/{id}' },
    async ({ request, params, auth }) => {
      const id = Number(params.id);
      const memberId = auth.member.id;
      const advice = Number.isInteger(id) ? db.advices.findFirst((q) => q.where({ memberId, id })) : undefined;
      if (!advice) return accountFailFor(request, AccountCode.adviceNotFound);
      await db.advices.update((q) => q.where({ memberId, id }), {
        data: (draft) => {
          draft.hasUnreadReply = false;
        },
      });
      return ok(toDetail(advice));
    },
  ),

  memberRoute<never, never, BooleanResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/advice/config/hasUnreadReply' },
    ({ auth }) => {
      return ok(db.advices.findFirst((q) => q.where({ memberId: auth.member.id, hasUnreadReply: true })) !== undefined);
    },
  ),

  memberRoute<never, never, FundImageUploadResponse>(
    { api: 'main', method: 'POST', path: '/api/file/fund/image/upload' },
    async ({ request, auth }) => {
      const file = await uploadedFile(request);
      const extension = file ? UPLOAD_TYPES[file.type] : undefined;
      if (!file || !extension || file.size === 0 || file.size > UPLOAD_MAX_BYTES) {
        return fail(IMAGE_REJECTED.code, accountText(IMAGE_REJECTED.msg, textLanguageOf(request)));
      }
      const now = Date.now();
      const fileName = `${runtime.random.chars(12, '0123456789abcdef')}.${extension}`;
      const url = `https://cdn.lotus.example/upload/fb/${serverTime(now).slice(0, 10).replaceAll('-', '')}/${fileName}`;
      await db.uploadedImages.create({ memberId: auth.member.id, url, fileName, size: file.size, contentType: file.type, uploadedAt: now });
      return ok({ url, fileName, size: file.size });
    },
  ),
];
