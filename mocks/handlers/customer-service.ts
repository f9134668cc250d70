// Customer service for the shell overlays and the service screens: the live-chat line switch, the support channel
// list, the callback config and request, and the hotlines a member may dial instead (dailFont). Channel names,
// hotline labels and the callback messages follow the request's language.
import type {
  CallbackConfigResponse,
  CallbackHotlineResponse,
  CustomerLineSwitch,
  CustomerLineSwitchResponse,
  CustomerServiceChannelListResponse,
  EmptyResponse,
} from '@/shared/api/generated/main/model';
import { CallbackHotlineRequest, CallbackRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { SERVICE_LINE_TEXTS } from '../seed/service';
import { fail, jsonBody, ok } from './main-envelope';
import { memberRoute, route } from './routes';
import { textCatalogue } from './service-language';
import { linkInLanguage, textLanguageOf, type TextLanguage, type Texts } from './text-language';

export const CallbackCode = {
  notOffered: 1005000010,
  pending: 1005000011,
  badNumber: 1005000012,
  noMobile: 1005000013,
  noHotline: 1005000014,
} as const;

const CALLBACK_MESSAGES: Readonly<Record<number, Texts>> = {
  [CallbackCode.notOffered]: {
    vi: 'Dịch vụ gọi lại chưa mở cho cấp VIP của bạn',
    zh: '您的VIP等级暂未开通回拨服务',
    en: 'Callbacks are not offered at your VIP level yet',
  },
  [CallbackCode.pending]: {
    vi: 'Bạn đã có một yêu cầu gọi lại đang chờ xử lý',
    zh: '您已有一个待处理的回拨请求',
    en: 'You already have a callback request waiting',
  },
  [CallbackCode.badNumber]: { vi: 'Số điện thoại không hợp lệ', zh: '手机号码无效', en: 'Invalid phone number' },
  [CallbackCode.noMobile]: { vi: 'Vui lòng liên kết số điện thoại trước', zh: '请先绑定手机号码', en: 'Please link a phone number first' },
  [CallbackCode.noHotline]: {
    vi: 'Chưa có đường dây nóng cho cấp VIP của bạn',
    zh: '您的VIP等级暂无专属热线',
    en: 'No hotline is available for your VIP level yet',
  },
};

/** The confirmation of a callback request in each answer language. */
export const CALLBACK_SUCCESS: Texts = {
  vi: 'Gửi yêu cầu thành công, chuyên viên sẽ gọi lại cho bạn sớm',
  zh: '提交成功，客服专员将尽快给您回电',
  en: 'Request sent: an agent will call you back soon',
};

/** The confirmation in Vietnamese (no Language header, or vi-VI). */
export const CALLBACK_SUCCESS_MSG = CALLBACK_SUCCESS.vi;

const serviceLineText = textCatalogue(SERVICE_LINE_TEXTS);

/** A callback failure with its message in the request's language. */
const callbackFail = (request: Request, code: number) => fail(code, CALLBACK_MESSAGES[code]?.[textLanguageOf(request)]);

/** +86 numbers: 1, a digit 3-9, then 9 digits; other areas: 6 to 11 digits (SPEC.md section 5). */
const CN_MOBILE = /^1[3-9]\d{9}$/;

/** The live-chat lines, their links on the chat page of `language`. */
export function lineSwitch(language: TextLanguage = 'vi'): CustomerLineSwitch {
  const line = (name: 'main' | 'secondary') => {
    const record = db.customerLines.findFirst((q) => q.where({ line: name }));
    return { lineSwitch: record?.lineSwitch ?? 0, link: linkInLanguage(record?.link ?? '', language) };
  };
  return { mainLine: line('main'), secondaryLine: line('secondary') };
}

export function callbackConfigFor(tenantId: number, vipLevel: number) {
  return (
    db.callbackConfigs.findFirst((q) => q.where({ tenantId, vipLevel })) ?? {
      tenantId,
      vipLevel,
      mobileConfigView: 0,
      workTime: '',
    }
  );
}

export const customerServiceHandlers = [
  route<never, never, CustomerLineSwitchResponse>(
    { api: 'main', method: 'GET', path: '/api/live/video/queryCustomerLineSwitch', auth: false },
    ({ request }) => ok(lineSwitch(textLanguageOf(request))),
  ),

  route<never, never, CustomerServiceChannelListResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/customer/channel/list', auth: false },
    ({ request }) => {
      const language = textLanguageOf(request);
      const channels = db.customerServiceChannels.findMany(undefined, { orderBy: { sortNum: 'asc' } });
      return ok(channels.map((channel) => ({ ...channel, name: serviceLineText(channel.name, language) })));
    },
  ),

  memberRoute<never, never, CallbackConfigResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/vipphoneback/config' },
    ({ request, auth }) => {
      const params = new URL(request.url).searchParams;
      const tenantId = Number(params.get('tenantId') ?? auth.member.tenantId);
      const vipLevel = Number(params.get('vipLevel') ?? auth.member.vipLevel);
      return ok(callbackConfigFor(tenantId, vipLevel));
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/vipphoneback/add' },
    async ({ request, auth }) => {
      const { member } = auth;
      const parsed = CallbackRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return callbackFail(request, CallbackCode.badNumber);
      const body = parsed.data;
      if (body.mobileArea === '86' && !CN_MOBILE.test(body.mobile)) {
        return callbackFail(request, CallbackCode.badNumber);
      }
      if (!member.mobile) return callbackFail(request, CallbackCode.noMobile);
      if (callbackConfigFor(member.tenantId, member.vipLevel).mobileConfigView === 0) {
        return callbackFail(request, CallbackCode.notOffered);
      }
      const pending = db.callbackRequests.findFirst((q) => q.where({ memberId: member.id, status: 'pending' }));
      if (pending) return callbackFail(request, CallbackCode.pending);
      const id = db.callbackRequests.all().reduce((max, record) => Math.max(max, record.id), 0) + 1;
      await db.callbackRequests.create({
        ...body,
        userName: member.userName,
        id,
        memberId: member.id,
        status: 'pending',
        createdAt: Date.now(),
      });
      return ok(null, CALLBACK_SUCCESS[textLanguageOf(request)]);
    },
  ),

  memberRoute<never, never, CallbackHotlineResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/vipphoneback/dailFont' },
    async ({ request }) => {
      const parsed = CallbackHotlineRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return callbackFail(request, CallbackCode.noHotline);
      const { tenantId, vipLevel } = parsed.data;
      const record = db.callbackHotlines.findFirst((q) => q.where({ tenantId, vipLevel }));
      if (!record || record.hotlines.length === 0) return callbackFail(request, CallbackCode.noHotline);
      const language = textLanguageOf(request);
      const hotlines = record.hotlines.map((hotline) =>
        hotline.label === undefined ? hotline : { ...hotline, label: serviceLineText(hotline.label, language) },
      );
      return ok({ hotlines, workTime: record.workTime });
    },
  ),
];
