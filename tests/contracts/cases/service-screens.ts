// Main API contract cases of the customer-service and help screens and of the shell's channel selector and callback
// dialog: the tutorial config (categories, articles, the help pop-up), the live-chat lines, the support channels,
// the callback config and request, the hotlines, and the feedback image upload (multipart).
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
import { FEEDBACK_IMAGE, fixtureBlob, multipartUpload } from '../support/uploads';
import { accountCase, clientCall, LOTUS, NOMOBILE } from './account-case';

const CALLBACK = { tenantId: 1, userName: 'lotus888', realName: 'Nguyen Van An', vipLevel: 2, remark: 'Gọi sau 18h', mobile: '912345678', mobileArea: '84' };
const HTTP_LINK = '^https?://\\S+$';

const category = (id: number, title: string) => ({ id: M.integer(id), title: M.like(title), icon: M.like('https://cdn.lotus.example/help/11.png'), sortNum: M.integer(1) });
const line = (example: string) => ({ lineSwitch: M.integer(1), link: M.like(example) });

const GUEST_HELP_CONFIGURED = { state: SERVICE_STATE.helpConfigured, as: null };
const GUEST_SUPPORT_OPEN = { state: SERVICE_STATE.supportOpen, as: null };
const getTutorialListCall = clientCall('POST', '/api/operation/tutorial/config/list', getTutorialList, GUEST_HELP_CONFIGURED);
const getTutorialItemsCall = clientCall('POST', '/api/operation/tutorial/config/listItem', getTutorialItems, GUEST_HELP_CONFIGURED);
const getTutorialItemDetailCall = clientCall('POST', '/api/operation/tutorial/config/detailItem', getTutorialItemDetail, GUEST_HELP_CONFIGURED);
const getTutorialCustomerLinkCall = clientCall('POST', '/api/operation/tutorial/config/popCustomerLink', getTutorialCustomerLink, GUEST_HELP_CONFIGURED);

const tutorialCases: ContractCase[] = [
  getTutorialListCall.answers({
    name: 'tutorial list gives the service-question categories in display order',
    description: 'a guest request for the service-question categories (type 2)',
    body: { type: 2 },
    response: mainSuccess(M.eachLike(category(11, 'Câu hỏi thường gặp'))),
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 11 }),
  }),
  getTutorialListCall.answers({
    name: 'tutorial list gives the help centre categories',
    description: 'a guest request for the help centre categories (type 1)',
    body: { type: 1 },
    response: mainSuccess(M.eachLike(category(3, 'Nạp tiền'))),
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 3 }),
  }),
  getTutorialItemsCall.answers({
    name: 'tutorial list items gives the articles of a category',
    description: 'a guest request for the articles of category 11',
    body: { configId: 11 },
    response: mainSuccess(M.eachLike({ id: M.integer(1101), configId: 11, title: M.like('Làm sao để đăng ký tài khoản?'), sortNum: M.integer(1) })),
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 1101, configId: 11 }),
  }),
  getTutorialItemsCall.failsWith(1005000001, 'Danh mục không tồn tại', {
    name: 'tutorial list items of an unknown category fails with 1005000001',
    description: 'a guest request for the articles of category 99, which does not exist',
    body: { configId: 99 },
  }),
  getTutorialItemDetailCall.answers({
    name: 'tutorial detail item gives one article with its HTML body',
    description: 'a guest request for article 301',
    body: { id: 301 },
    response: mainSuccess({
      id: 301,
      configId: M.integer(3),
      title: M.like('Làm thế nào để nạp tiền qua ngân hàng?'),
      content: M.like('<p>Chọn <b>Nạp tiền</b>, chọn ngân hàng và nhập số tiền.</p>'),
      updateTime: M.regex(SERVER_TIME, '2026-10-01 09:00:00'),
    }),
    check: (result) => expect(result.data).toMatchObject({ id: 301, configId: 3 }),
  }),
  getTutorialItemDetailCall.failsWith(1005000002, 'Bài viết không tồn tại', {
    name: 'tutorial detail item of an unknown article fails with 1005000002',
    description: 'a guest request for article 1, which does not exist',
    body: { id: 1 },
  }),
  getTutorialCustomerLinkCall.answers({
    name: 'pop customer link gives the live-chat pop-up of an article',
    description: 'a guest request for the customer-service pop-up of article 301',
    body: { itemId: 301 },
    response: mainSuccess({ popStatus: 1, title: M.like('Bạn cần hỗ trợ thêm?'), link: M.regex(HTTP_LINK, 'https://chat.lotus.example/vi') }),
    check: (result) => expect(result.data).toMatchObject({ popStatus: 1 }),
  }),
  getTutorialCustomerLinkCall.answers({
    name: 'pop customer link without an article gives the help centre pop-up',
    description: 'a guest request for the customer-service pop-up of the help centre',
    body: {},
    response: mainSuccess({ popStatus: M.integer(1), title: M.like('Bạn cần hỗ trợ thêm?'), link: M.like('https://chat.lotus.example/vi') }),
    check: (result) => expect(result.data?.popStatus).toBe(1),
  }),
];

const submitCallbackRequestCall = clientCall('POST', '/api/operation/vipphoneback/add', submitCallbackRequest, { state: SERVICE_STATE.callbackOpen, as: LOTUS });
const getCallbackHotlineCall = clientCall('POST', '/api/operation/vipphoneback/dailFont', getCallbackHotline, { state: SERVICE_STATE.hotlineForVip2, as: LOTUS });

const customerServiceCases: ContractCase[] = [
  clientCall('GET', '/api/live/video/queryCustomerLineSwitch', getCustomerLineSwitch, GUEST_SUPPORT_OPEN).answers({
    name: 'customer line switch gives both live-chat lines',
    description: 'a guest request for the live-chat line switch',
    response: mainSuccess({ mainLine: line('https://chat.lotus.example/vi'), secondaryLine: line('') }),
    check: (result) => expect(result.data?.mainLine.lineSwitch).toBe(1),
  }),
  clientCall('GET', '/api/operation/customer/channel/list', getCustomerServiceChannels, GUEST_SUPPORT_OPEN).answers({
    name: 'customer service channels give the support channels',
    description: 'a guest request for the support channels',
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
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 1, channelType: 1 }),
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
  submitCallbackRequestCall.answers({
    name: 'callback request is stored and answered with the confirmation text',
    description: 'a callback request of lotus888 for mobile 84 912345678',
    body: CALLBACK,
    response: { code: 200, msg: M.like('Gửi yêu cầu thành công, chuyên viên sẽ gọi lại cho bạn sớm'), data: null },
    check: (result) => expect(result.code).toBe(200),
  }),
  submitCallbackRequestCall.failsWith(1005000011, 'Bạn đã có một yêu cầu gọi lại đang chờ xử lý', {
    name: 'callback request while one is pending fails with 1005000011',
    state: SERVICE_STATE.callbackPending,
    description: 'a second callback request of lotus888 while the first is pending',
    body: CALLBACK,
  }),
  getCallbackHotlineCall.answers({
    name: 'dail front gives the hotlines of VIP 2',
    description: 'a request of lotus888 for the hotlines of tenant 1 and VIP 2',
    body: { tenantId: 1, vipLevel: 2 },
    response: mainSuccess({
      hotlines: M.eachLike({ mobileArea: M.regex('^[0-9]{1,4}$', '84'), phone: M.regex('^[0-9]{6,15}$', '2873001234'), label: M.like('Tổng đài VIP') }),
      workTime: M.like('09:00 - 23:00'),
    }),
    check: (result) => expect(result.data?.hotlines[0]).toMatchObject({ mobileArea: '84', phone: '2873001234' }),
  }),
  getCallbackHotlineCall.failsWith(1005000014, 'Chưa có đường dây nóng cho cấp VIP của bạn', {
    name: 'dail front for a VIP level without hotline fails with 1005000014',
    state: SERVICE_STATE.noHotlineForVip0,
    description: 'a request of nomobile01 for the hotlines of tenant 1 and VIP 0',
    as: NOMOBILE,
    body: { tenantId: 1, vipLevel: 0 },
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
      .withRequest('POST', '/api/file/fund/image/upload', (b) => multipartUpload(b.headers(memberHeaders(LOTUS)), FEEDBACK_IMAGE))
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
        const answer = await uploadFundImage({ file: fixtureBlob(FEEDBACK_IMAGE) });
        expect(answer.data?.url).toMatch(/^https:\/\//);
      }),
};

export const serviceScreenCases: ContractCase[] = [...tutorialCases, ...customerServiceCases, imageUploadCase];
