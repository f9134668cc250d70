// Main API contract cases of the customer-service and help screens and of the shell's channel selector and callback
// dialog: the tutorial config (categories, articles, the help pop-up), the live-chat lines, the support channels,
// the callback config and request, the hotlines, and the feedback image upload (multipart).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  getCallbackConfig,
  getCallbackHotline,
  getCustomerLineSwitch,
  getCustomerServiceChannels,
  submitCallbackRequest,
} from '@/shared/api/generated/main/customer-service/customer-service';
import { uploadFundImage } from '@/shared/api/generated/main/deposit/deposit';
import {
  getTutorialCustomerLink,
  getTutorialItemDetail,
  getTutorialItems,
  getTutorialList,
} from '@/shared/api/generated/main/operation/operation';
import { setMainApiBaseUrl } from '@/shared/api/main-client';
import { asMember } from '../support/client-state';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { memberHeaders } from '../support/headers';
import { SERVER_TIME } from '../support/patterns';
import { SERVICE_STATE } from '../support/service-states';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOTUS, NOMOBILE } from './account-case';

const IMAGE_FILE = fileURLToPath(new URL('../fixtures/feedback-image.png', import.meta.url));
/** A fixed multipart boundary: without one the pact core picks a random one and the pact file changes every run. */
const IMAGE_BOUNDARY = 'WSev0PMaobzL8HM5';
const CALLBACK = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: 'Gọi sau 18h', mobile: '912345678', mobileArea: '84' };
const HTTP_LINK = '^https?://\\S+$';

const category = (id: number, title: string) => ({ id: M.integer(id), title: M.like(title), icon: M.like('https://cdn.lotus.example/help/11.png'), sortNum: M.integer(1) });
const line = (example: string) => ({ lineSwitch: M.integer(1), link: M.like(example) });

const tutorialCases: ContractCase[] = [
  accountCase({
    name: 'tutorial list gives the service-question categories in display order',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the service-question categories (type 2)',
    method: 'POST',
    path: '/api/operation/tutorial/config/list',
    body: { type: 2 },
    as: null,
    response: mainSuccess(M.eachLike(category(11, 'Câu hỏi thường gặp'))),
    check: async () => expect((await getTutorialList({ type: 2 })).data?.[0]).toMatchObject({ id: 11 }),
  }),
  accountCase({
    name: 'tutorial list gives the help centre categories',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the help centre categories (type 1)',
    method: 'POST',
    path: '/api/operation/tutorial/config/list',
    body: { type: 1 },
    as: null,
    response: mainSuccess(M.eachLike(category(3, 'Nạp tiền'))),
    check: async () => expect((await getTutorialList({ type: 1 })).data?.[0]).toMatchObject({ id: 3 }),
  }),
  accountCase({
    name: 'tutorial list items gives the articles of a category',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the articles of category 11',
    method: 'POST',
    path: '/api/operation/tutorial/config/listItem',
    body: { configId: 11 },
    as: null,
    response: mainSuccess(M.eachLike({ id: M.integer(1101), configId: 11, title: M.like('Làm sao để đăng ký tài khoản?'), sortNum: M.integer(1) })),
    check: async () => expect((await getTutorialItems({ configId: 11 })).data?.[0]).toMatchObject({ id: 1101, configId: 11 }),
  }),
  accountFailureCase({
    name: 'tutorial list items of an unknown category fails with 1005000001',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the articles of category 99, which does not exist',
    method: 'POST',
    path: '/api/operation/tutorial/config/listItem',
    body: { configId: 99 },
    as: null,
    code: 1005000001,
    message: 'Danh mục không tồn tại',
    call: () => getTutorialItems({ configId: 99 }),
  }),
  accountCase({
    name: 'tutorial detail item gives one article with its HTML body',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for article 301',
    method: 'POST',
    path: '/api/operation/tutorial/config/detailItem',
    body: { id: 301 },
    as: null,
    response: mainSuccess({
      id: 301,
      configId: M.integer(3),
      title: M.like('Làm thế nào để nạp tiền qua ngân hàng?'),
      content: M.like('<p>Chọn <b>Nạp tiền</b>, chọn ngân hàng và nhập số tiền.</p>'),
      updateTime: M.regex(SERVER_TIME, '2026-10-01 09:00:00'),
    }),
    check: async () => expect((await getTutorialItemDetail({ id: 301 })).data).toMatchObject({ id: 301, configId: 3 }),
  }),
  accountFailureCase({
    name: 'tutorial detail item of an unknown article fails with 1005000002',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for article 1, which does not exist',
    method: 'POST',
    path: '/api/operation/tutorial/config/detailItem',
    body: { id: 1 },
    as: null,
    code: 1005000002,
    message: 'Bài viết không tồn tại',
    call: () => getTutorialItemDetail({ id: 1 }),
  }),
  accountCase({
    name: 'pop customer link gives the live-chat pop-up of an article',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the customer-service pop-up of article 301',
    method: 'POST',
    path: '/api/operation/tutorial/config/popCustomerLink',
    body: { itemId: 301 },
    as: null,
    response: mainSuccess({ popStatus: 1, title: M.like('Bạn cần hỗ trợ thêm?'), link: M.regex(HTTP_LINK, 'https://chat.lotus.example/vi') }),
    check: async () => expect((await getTutorialCustomerLink({ itemId: 301 })).data).toMatchObject({ popStatus: 1 }),
  }),
  accountCase({
    name: 'pop customer link without an article gives the help centre pop-up',
    state: SERVICE_STATE.helpConfigured,
    description: 'a guest request for the customer-service pop-up of the help centre',
    method: 'POST',
    path: '/api/operation/tutorial/config/popCustomerLink',
    body: {},
    as: null,
    response: mainSuccess({ popStatus: M.integer(1), title: M.like('Bạn cần hỗ trợ thêm?'), link: M.like('https://chat.lotus.example/vi') }),
    check: async () => expect((await getTutorialCustomerLink({})).data?.popStatus).toBe(1),
  }),
];

const customerServiceCases: ContractCase[] = [
  accountCase({
    name: 'customer line switch gives both live-chat lines',
    state: SERVICE_STATE.supportOpen,
    description: 'a guest request for the live-chat line switch',
    method: 'GET',
    path: '/api/live/video/queryCustomerLineSwitch',
    as: null,
    response: mainSuccess({ mainLine: line('https://chat.lotus.example/vi'), secondaryLine: line('') }),
    check: async () => expect((await getCustomerLineSwitch()).data?.mainLine.lineSwitch).toBe(1),
  }),
  accountCase({
    name: 'customer service channels give the support channels',
    state: SERVICE_STATE.supportOpen,
    description: 'a guest request for the support channels',
    method: 'GET',
    path: '/api/operation/customer/channel/list',
    as: null,
    response: mainSuccess(
      M.eachLike({
        id: M.integer(1),
        name: M.like('Chat trực tuyến'),
        channelType: M.integer(1),
        link: M.like(''),
        icon: M.like('https://cdn.lotus.example/cs/1.png'),
        sortNum: M.integer(1),
      }),
    ),
    check: async () => expect((await getCustomerServiceChannels()).data?.[0]).toMatchObject({ id: 1, channelType: 1 }),
  }),
  accountCase({
    name: 'callback config says whether VIP 2 of tenant 1 is offered callbacks',
    state: SERVICE_STATE.callbackOpen,
    description: 'a request of lotus888 for the callback config of tenant 1 and VIP 2',
    method: 'GET',
    path: '/api/operation/vipphoneback/config',
    query: { tenantId: '1', vipLevel: '2' },
    as: LOTUS,
    response: mainSuccess({ tenantId: 1, vipLevel: 2, mobileConfigView: 1, workTime: M.like('09:00 - 23:00') }),
    check: async () => expect((await getCallbackConfig({ tenantId: 1, vipLevel: 2 })).data?.mobileConfigView).toBe(1),
  }),
  accountCase({
    name: 'callback request is stored and answered with the confirmation text',
    state: SERVICE_STATE.callbackOpen,
    description: 'a callback request of lotus888 for mobile 84 912345678',
    method: 'POST',
    path: '/api/operation/vipphoneback/add',
    body: CALLBACK,
    as: LOTUS,
    response: { code: 200, msg: M.like('Gửi yêu cầu thành công, chuyên viên sẽ gọi lại cho bạn sớm'), data: null },
    check: async () => expect((await submitCallbackRequest(CALLBACK)).code).toBe(200),
  }),
  accountFailureCase({
    name: 'callback request while one is pending fails with 1005000011',
    state: SERVICE_STATE.callbackPending,
    description: 'a second callback request of lotus888 while the first is pending',
    method: 'POST',
    path: '/api/operation/vipphoneback/add',
    body: CALLBACK,
    as: LOTUS,
    code: 1005000011,
    message: 'Bạn đã có một yêu cầu gọi lại đang chờ xử lý',
    call: () => submitCallbackRequest(CALLBACK),
  }),
  accountCase({
    name: 'dail front gives the hotlines of VIP 2',
    state: SERVICE_STATE.hotlineForVip2,
    description: 'a request of lotus888 for the hotlines of tenant 1 and VIP 2',
    method: 'POST',
    path: '/api/operation/vipphoneback/dailFont',
    body: { tenantId: 1, vipLevel: 2 },
    as: LOTUS,
    response: mainSuccess({
      hotlines: M.eachLike({ mobileArea: M.regex('^[0-9]{1,4}$', '84'), phone: M.regex('^[0-9]{6,15}$', '2873001234'), label: M.like('Tổng đài VIP') }),
      workTime: M.like('09:00 - 23:00'),
    }),
    check: async () => expect((await getCallbackHotline({ tenantId: 1, vipLevel: 2 })).data?.hotlines[0]).toMatchObject({ mobileArea: '84', phone: '2873001234' }),
  }),
  accountFailureCase({
    name: 'dail front for a VIP level without hotline fails with 1005000014',
    state: SERVICE_STATE.noHotlineForVip0,
    description: 'a request of nomobile01 for the hotlines of tenant 1 and VIP 0',
    method: 'POST',
    path: '/api/operation/vipphoneback/dailFont',
    body: { tenantId: 1, vipLevel: 0 },
    as: NOMOBILE,
    code: 1005000014,
    message: 'Chưa có đường dây nóng cho cấp VIP của bạn',
    call: () => getCallbackHotline({ tenantId: 1, vipLevel: 0 }),
  }),
];

/** The feedback screen uploads each image as multipart form data before sending the feedback with the addresses. */
const imageUploadCase: ContractCase = {
  name: 'image upload stores a feedback picture and answers its address',
  run: (pact) =>
    pact
      .addInteraction()
      .given(STATE.loggedIn)
      .uponReceiving('a PNG picture of lotus888 uploaded as multipart form data')
      .withRequest('POST', '/api/file/fund/image/upload', (b) => b.headers(memberHeaders(LOTUS)).multipartBody('image/png', IMAGE_FILE, 'file', IMAGE_BOUNDARY))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          mainSuccess({
            url: M.regex(HTTP_LINK, 'https://cdn.lotus.example/upload/fb/20261123/0a1b2c3d4e5f.png'),
            fileName: M.like('0a1b2c3d4e5f.png'),
            size: M.integer(69),
          }),
        ),
      )
      .executeTest(async (mock) => {
        asMember(LOTUS.token, LOTUS.userName);
        setMainApiBaseUrl(mock.url);
        const file = new Blob([readFileSync(IMAGE_FILE)], { type: 'image/png' });
        const answer = await uploadFundImage({ file });
        expect(answer.data?.url).toMatch(/^https:\/\//);
      }),
};

export const serviceScreenCases: ContractCase[] = [...tutorialCases, ...customerServiceCases, imageUploadCase];
