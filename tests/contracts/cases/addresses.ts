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
import { clientCall, LOTUS } from './account-case';

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

const LOTUS_DELIVERY_ADDRESSES = { state: STATE.deliveryAddresses, as: LOTUS };
const addDeliveryAddressCall = clientCall('POST', '/api/member/address/add', addDeliveryAddress, LOTUS_DELIVERY_ADDRESSES);
const deleteDeliveryAddressCall = clientCall('DELETE', '/api/member/address/delete', deleteDeliveryAddress, LOTUS_DELIVERY_ADDRESSES);

export const addressCases: ContractCase[] = [
  clientCall('GET', '/api/member/address/list', getDeliveryAddresses, LOTUS_DELIVERY_ADDRESSES).answers({
    name: 'delivery address list gives the addresses, default first',
    description: 'a request for the delivery addresses of lotus888',
    response: mainSuccess(M.eachLike(address({ id: 8001, provinceCode: '01', districtCode: '0101', isDefault: true }))),
    check: (result) => expect(result.data?.[0]).toMatchObject({ id: 8001, isDefault: true }),
  }),
  clientCall('GET', '/api/member/address/regions', getAddressRegions, LOTUS_DELIVERY_ADDRESSES).answers({
    name: 'delivery regions list the provinces with their districts',
    description: 'a request for the delivery regions',
    response: mainSuccess(M.eachLike({ code: M.like('01'), name: M.like('Hà Nội'), districts: M.eachLike({ code: M.like('0101'), name: M.like('Ba Đình') }) })),
    check: (result) => expect(result.data?.[0]?.districts[0]).toEqual({ code: '0101', name: 'Ba Đình' }),
  }),
  addDeliveryAddressCall.answers({
    name: 'delivery address add stores the address with the names of its region',
    description: 'adding a delivery address in Đà Nẵng · Sơn Trà for lotus888',
    body: NEW_ADDRESS,
    response: mainSuccess({ ...address({ id: 8003, provinceCode: '48', districtCode: '4802', isDefault: false }), receiverName: 'Le Van Binh', detail: '7 Bạch Đằng' }),
    check: (result) => expect(result.data).toMatchObject({ id: 8003, provinceName: 'Đà Nẵng', districtName: 'Sơn Trà' }),
  }),
  // A well-formed number (6 to 11 digits, as the document takes) that is longer than Vietnam's 9 digits.
  addDeliveryAddressCall.failsWith(1002000103, 'Số điện thoại người nhận không hợp lệ', {
    name: 'delivery address add with a phone that does not fit the area fails with 1002000103',
    description: 'adding a delivery address with the 10-digit phone 9123456789 in area 84 for lotus888',
    body: { ...NEW_ADDRESS, mobile: '9123456789' },
  }),
  clientCall('PUT', '/api/member/address/update', updateDeliveryAddress, LOTUS_DELIVERY_ADDRESSES).answers({
    name: 'delivery address update changes an address in place and can make it the default',
    description: 'moving delivery address 8002 of lotus888 to Đà Nẵng as the default',
    body: EDITED,
    response: mainSuccess({ ...address({ id: 8002, provinceCode: '48', districtCode: '4802', isDefault: true }), id: 8002, isDefault: true }),
    check: (result) => expect(result.data).toMatchObject({ id: 8002, isDefault: true, districtCode: '4802' }),
  }),
  clientCall('PUT', '/api/member/address/default', setDefaultDeliveryAddress, LOTUS_DELIVERY_ADDRESSES).answersEmpty({
    name: 'delivery address default moves the default',
    description: 'making delivery address 8002 of lotus888 the default',
    body: { id: 8002 },
  }),
  deleteDeliveryAddressCall.answersEmpty({
    name: 'delivery address delete removes an address',
    description: 'deleting delivery address 8002 of lotus888',
    body: { id: 8002 },
  }),
  deleteDeliveryAddressCall.failsWith(1002000101, 'Không tìm thấy địa chỉ', {
    name: 'delivery address delete of an unknown address fails with 1002000101',
    description: 'deleting delivery address 9999, which lotus888 does not have',
    body: { id: 9999 },
  }),
];
