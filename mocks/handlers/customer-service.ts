// Customer service for the shell overlays and the service screens: the live-chat line switch, the support channel
// list, the callback config and request, and the hotlines a member may dial instead (dailFont).
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
import { fail, jsonBody, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';

export const { codes: CallbackCode, messages: callbackMessages } = resultCodes({
  notOffered: [1005000010, 'Dịch vụ gọi lại chưa mở cho cấp VIP của bạn'],
  pending: [1005000011, 'Bạn đã có một yêu cầu gọi lại đang chờ xử lý'],
  badNumber: [1005000012, 'Số điện thoại không hợp lệ'],
  noMobile: [1005000013, 'Vui lòng liên kết số điện thoại trước'],
  noHotline: [1005000014, 'Chưa có đường dây nóng cho cấp VIP của bạn'],
});

export const CALLBACK_SUCCESS_MSG = 'Gửi yêu cầu thành công, chuyên viên sẽ gọi lại cho bạn sớm';

/** +86 numbers: 1, a digit 3-9, then 9 digits; other areas: 6 to 11 digits (SPEC.md section 5). */
const CN_MOBILE = /^1[3-9]\d{9}$/;

export function lineSwitch(): CustomerLineSwitch {
  const line = (name: 'main' | 'secondary') => {
    const record = db.customerLines.findFirst((q) => q.where({ line: name }));
    return { lineSwitch: record?.lineSwitch ?? 0, link: record?.link ?? '' };
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
    () => ok(lineSwitch()),
  ),

  route<never, never, CustomerServiceChannelListResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/customer/channel/list', auth: false },
    () => ok(db.customerServiceChannels.findMany(undefined, { orderBy: { sortNum: 'asc' } })),
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
      if (!parsed.success) return fail(CallbackCode.badNumber, callbackMessages[CallbackCode.badNumber]);
      const body = parsed.data;
      if (body.mobileArea === '86' && !CN_MOBILE.test(body.mobile)) {
        return fail(CallbackCode.badNumber, callbackMessages[CallbackCode.badNumber]);
      }
      if (!member.mobile) return fail(CallbackCode.noMobile, callbackMessages[CallbackCode.noMobile]);
      if (callbackConfigFor(member.tenantId, member.vipLevel).mobileConfigView === 0) {
        return fail(CallbackCode.notOffered, callbackMessages[CallbackCode.notOffered]);
      }
      const pending = db.callbackRequests.findFirst((q) => q.where({ memberId: member.id, status: 'pending' }));
      if (pending) return fail(CallbackCode.pending, callbackMessages[CallbackCode.pending]);
      const id = db.callbackRequests.all().reduce((max, record) => Math.max(max, record.id), 0) + 1;
      await db.callbackRequests.create({
        ...body,
        userName: member.userName,
        id,
        memberId: member.id,
        status: 'pending',
        createdAt: Date.now(),
      });
      return ok(null, CALLBACK_SUCCESS_MSG);
    },
  ),

  memberRoute<never, never, CallbackHotlineResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/vipphoneback/dailFont' },
    async ({ request }) => {
      const parsed = CallbackHotlineRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(CallbackCode.noHotline, callbackMessages[CallbackCode.noHotline]);
      const { tenantId, vipLevel } = parsed.data;
      const record = db.callbackHotlines.findFirst((q) => q.where({ tenantId, vipLevel }));
      if (!record || record.hotlines.length === 0) return fail(CallbackCode.noHotline, callbackMessages[CallbackCode.noHotline]);
      return ok({ hotlines: record.hotlines, workTime: record.workTime });
    },
  ),
];
