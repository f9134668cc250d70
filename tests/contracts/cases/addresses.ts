// Main API contract cases of the delivery addresses and their region catalogue.
import { MatchersV3 as M } from '@pact-foundation/pact';
import { expect } from 'vitest';
import {
  addDeliveryAddress,
  deleteDeliveryAddress,
  getAddressRegions,
  getDeliveryAddresses,
  setDefaultDeliveryAddress,
  updateDeliveryAddress,
} from '@/shared/api/generated/main/member/member';
import type { ContractCase } from '../support/contract-case';
import { mainSuccess } from '../support/envelopes';
import { SERVER_TIME } from '../support/patterns';
import { STATE } from '../support/states';
import { accountCase, accountFailureCase, LOTUS } from './account-case';

const EMPTY = { code: 200, msg: 'success', data: null };
const NEW_ADDRESS = {
  receiverName: 'Le Van Binh',
  mobileArea: '84',
  mobile: '987650001',
  provinceCode: '48',
  districtCode: '4802',
  detail: '7 Bạch Đằng',
  isDefault: false,
} as const;
const EDITED = { ...NEW_ADDRESS, id: 8002, receiverName: 'Tran Thi Mai', isDefault: true } as const;
const address = (example: { id: number; provinceCode: string; districtCode: string; isDefault: boolean }) => ({
  id: M.integer(example.id),
  receiverName: M.like('Tran Thi Mai'),
  mobileArea: M.regex('^[0-9]{1,4}$', '84'),
  mobile: M.regex('^[0-9]{6,11}$', '987654321'),
  provinceCode: M.like(example.provinceCode),
  provinceName: M.like('Đà Nẵng'),
  districtCode: M.like(example.districtCode),
  districtName: M.like('Sơn Trà'),
  detail: M.like('7 Bạch Đằng'),
  isDefault: M.boolean(example.isDefault),
  createTime: M.regex(SERVER_TIME, '2026-11-23 10:00:00'),
});

export const addressCases: ContractCase[] = [
  accountCase({
    name: 'delivery address list gives the addresses, default first',
    state: STATE.deliveryAddresses,
    description: 'a request for the delivery addresses of lotus888',
    method: 'GET',
    path: '/api/member/address/list',
    as: LOTUS,
    response: mainSuccess(M.eachLike(address({ id: 8001, provinceCode: '01', districtCode: '0101', isDefault: true }))),
    check: async () => expect((await getDeliveryAddresses()).data?.[0]).toMatchObject({ id: 8001, isDefault: true }),
  }),
  accountCase({
    name: 'delivery regions list the provinces with their districts',
    state: STATE.deliveryAddresses,
    description: 'a request for the delivery regions',
    method: 'GET',
    path: '/api/member/address/regions',
    as: LOTUS,
    response: mainSuccess(M.eachLike({ code: M.like('01'), name: M.like('Hà Nội'), districts: M.eachLike({ code: M.like('0101'), name: M.like('Ba Đình') }) })),
    check: async () => expect((await getAddressRegions()).data?.[0]?.districts[0]).toEqual({ code: '0101', name: 'Ba Đình' }),
  }),
  accountCase({
    name: 'delivery address add stores the address with the names of its region',
    state: STATE.deliveryAddresses,
    description: 'adding a delivery address in Đà Nẵng · Sơn Trà for lotus888',
    method: 'POST',
    path: '/api/member/address/add',
    body: NEW_ADDRESS,
    as: LOTUS,
    response: mainSuccess({ ...address({ id: 8003, provinceCode: '48', districtCode: '4802', isDefault: false }), receiverName: 'Le Van Binh', detail: '7 Bạch Đằng' }),
    check: async () => expect((await addDeliveryAddress(NEW_ADDRESS)).data).toMatchObject({ id: 8003, provinceName: 'Đà Nẵng', districtName: 'Sơn Trà' }),
  }),
  accountFailureCase({
    name: 'delivery address add with a phone that does not fit the area fails with 1002000103',
    state: STATE.deliveryAddresses,
    description: 'adding a delivery address with the phone 12345 for lotus888',
    method: 'POST',
    path: '/api/member/address/add',
    body: { ...NEW_ADDRESS, mobile: '12345' },
    as: LOTUS,
    code: 1002000103,
    message: 'Số điện thoại người nhận không hợp lệ',
    call: () => addDeliveryAddress({ ...NEW_ADDRESS, mobile: '12345' }),
  }),
  accountCase({
    name: 'delivery address update changes an address in place and can make it the default',
    state: STATE.deliveryAddresses,
    description: 'moving delivery address 8002 of lotus888 to Đà Nẵng as the default',
    method: 'PUT',
    path: '/api/member/address/update',
    body: EDITED,
    as: LOTUS,
    response: mainSuccess({ ...address({ id: 8002, provinceCode: '48', districtCode: '4802', isDefault: true }), id: 8002, isDefault: true }),
    check: async () => expect((await updateDeliveryAddress(EDITED)).data).toMatchObject({ id: 8002, isDefault: true, districtCode: '4802' }),
  }),
  accountCase({
    name: 'delivery address default moves the default',
    state: STATE.deliveryAddresses,
    description: 'making delivery address 8002 of lotus888 the default',
    method: 'PUT',
    path: '/api/member/address/default',
    body: { id: 8002 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await setDefaultDeliveryAddress({ id: 8002 })).toEqual(EMPTY),
  }),
  accountCase({
    name: 'delivery address delete removes an address',
    state: STATE.deliveryAddresses,
    description: 'deleting delivery address 8002 of lotus888',
    method: 'DELETE',
    path: '/api/member/address/delete',
    body: { id: 8002 },
    as: LOTUS,
    response: mainSuccess(null),
    check: async () => expect(await deleteDeliveryAddress({ id: 8002 })).toEqual(EMPTY),
  }),
  accountFailureCase({
    name: 'delivery address delete of an unknown address fails with 1002000101',
    state: STATE.deliveryAddresses,
    description: 'deleting delivery address 9999, which lotus888 does not have',
    method: 'DELETE',
    path: '/api/member/address/delete',
    body: { id: 9999 },
    as: LOTUS,
    code: 1002000101,
    message: 'Không tìm thấy địa chỉ',
    call: () => deleteDeliveryAddress({ id: 9999 }),
  }),
];
