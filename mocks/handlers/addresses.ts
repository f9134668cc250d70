// The member's delivery addresses for prizes (designed calls, openapi/main/paths/address-designed.yaml): list,
// regions, add, update, delete and default. There is always exactly one default while any address exists.
import type {
  AddressRegionListResponse,
  DeliveryAddress,
  DeliveryAddressListResponse,
  DeliveryAddressResponse,
  EmptyResponse,
} from '@/shared/api/generated/main/model';
import { DeliveryAddressId } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { DeliveryAddressRecordType } from '../db/addresses-collections';
import { AccountCode, accountFail, bodyObject, mobileValid, nextId, parseBody, serverTime } from './account-shared';
import { fail, ok, resultCodes } from './main-envelope';
import { memberRoute, route } from './routes';

/** Addresses a member may keep. */
export const ADDRESS_LIMIT = 10;

export const { codes: AddressCode, messages: addressMessages } = resultCodes({
  notFound: [1002000101, { vi: 'Không tìm thấy địa chỉ', zh: '未找到该地址', en: 'The address was not found' }],
  limit: [1002000102, { vi: 'Đã đạt số lượng địa chỉ nhận hàng tối đa', zh: '收货地址数量已达上限', en: 'You have reached the most delivery addresses allowed' }],
  badPhone: [1002000103, { vi: 'Số điện thoại người nhận không hợp lệ', zh: '收件人手机号无效', en: "The receiver's phone number is not valid" }],
  unknownRegion: [1002000104, { vi: 'Khu vực nhận hàng không hợp lệ', zh: '收货地区无效', en: 'The delivery region is not valid' }],
  missingFields: [1002000105, { vi: 'Vui lòng nhập đầy đủ tên và địa chỉ', zh: '请填写完整的姓名和地址', en: 'Please enter the full name and address' }],
});

const addressFail = (code: number) => fail(code, addressMessages[code]);

const toAddress = ({ memberId: _owner, ...address }: DeliveryAddressRecordType): DeliveryAddress => address;

/** The member's addresses: the default first, then the newest. */
export const addressesOf = (memberId: number) =>
  db.deliveryAddresses
    .findMany((q) => q.where({ memberId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createTime.localeCompare(a.createTime) || b.id - a.id);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface CheckedAddress {
  receiverName: string;
  mobileArea: string;
  mobile: string;
  provinceCode: string;
  provinceName: string;
  districtCode: string;
  districtName: string;
  detail: string;
  isDefault: boolean;
}

/** Checks the form fields one by one (the first failing rule answers), then resolves the region names. */
function checkAddress(raw: Record<string, unknown>): CheckedAddress | ReturnType<typeof fail> {
  const receiverName = text(raw.receiverName);
  const detail = text(raw.detail);
  if (!receiverName || receiverName.length > 30 || !detail || detail.length > 120) return addressFail(AddressCode.missingFields);
  const mobileArea = text(raw.mobileArea);
  const mobile = text(raw.mobile);
  if (!/^[0-9]{1,4}$/.test(mobileArea) || !mobileValid(mobileArea, mobile)) return addressFail(AddressCode.badPhone);
  const province = db.addressRegions.findFirst((q) => q.where({ code: text(raw.provinceCode) }));
  const district = province?.districts.find((entry) => entry.code === text(raw.districtCode));
  if (!province || !district) return addressFail(AddressCode.unknownRegion);
  if (raw.isDefault !== undefined && typeof raw.isDefault !== 'boolean') return accountFail(AccountCode.badRequest);
  return {
    receiverName,
    mobileArea,
    mobile,
    provinceCode: province.code,
    provinceName: province.name,
    districtCode: district.code,
    districtName: district.name,
    detail,
    isDefault: raw.isDefault === true,
  };
}

/** Makes `id` the member's only default address. */
async function makeDefault(memberId: number, id: number): Promise<void> {
  for (const address of db.deliveryAddresses.findMany((q) => q.where({ memberId }))) {
    const isDefault = address.id === id;
    if (address.isDefault === isDefault) continue;
    await db.deliveryAddresses.update((q) => q.where({ id: address.id }), {
      data: (draft) => {
        draft.isDefault = isDefault;
      },
    });
  }
}

const findOwn = (memberId: number, id: number) => db.deliveryAddresses.findFirst((q) => q.where({ memberId, id }));

/** The member's address a delete or default call names by id, or the failure envelope. */
async function namedAddress(request: Request, memberId: number) {
  const body = await parseBody(request, DeliveryAddressId);
  const found = body ? findOwn(memberId, body.id) : undefined;
  return found ?? addressFail(AddressCode.notFound);
}

export const addressHandlers = [
  memberRoute<never, never, DeliveryAddressListResponse>(
    { api: 'main', method: 'GET', path: '/api/member/address/list' },
    ({ auth }) => {
      return ok(addressesOf(auth.member.id).map(toAddress));
    },
  ),

  route<never, never, AddressRegionListResponse>(
    { api: 'main', method: 'GET', path: '/api/member/address/regions', auth: false },
    () => ok(db.addressRegions.findMany(undefined, { orderBy: { sort: 'asc' } }).map(({ sort: _sort, ...province }) => province)),
  ),

  memberRoute<never, never, DeliveryAddressResponse>(
    { api: 'main', method: 'POST', path: '/api/member/address/add' },
    async ({ request, auth }) => {
      const checked = checkAddress(await bodyObject(request));
      if (checked instanceof Response) return checked;
      const memberId = auth.member.id;
      const existing = addressesOf(memberId);
      if (existing.length >= ADDRESS_LIMIT) return addressFail(AddressCode.limit);
      const id = nextId(db.deliveryAddresses.all(), 8000);
      const created = await db.deliveryAddresses.create({
        ...checked,
        id,
        memberId,
        isDefault: false,
        createTime: serverTime(Date.now()),
      });
      if (checked.isDefault || existing.length === 0) await makeDefault(memberId, id);
      return ok(toAddress(findOwn(memberId, id) ?? created));
    },
  ),

  memberRoute<never, never, DeliveryAddressResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/address/update' },
    async ({ request, auth }) => {
      const raw = await bodyObject(request);
      const memberId = auth.member.id;
      const found = typeof raw.id === 'number' ? findOwn(memberId, raw.id) : undefined;
      if (!found) return addressFail(AddressCode.notFound);
      const checked = checkAddress(raw);
      if (checked instanceof Response) return checked;
      const { isDefault, ...fields } = checked;
      await db.deliveryAddresses.update((q) => q.where({ id: found.id }), {
        data: (draft) => {
          Object.assign(draft, fields);
        },
      });
      if (isDefault) await makeDefault(memberId, found.id);
      const updated = findOwn(memberId, found.id);
      return updated ? ok(toAddress(updated)) : addressFail(AddressCode.notFound);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'DELETE', path: '/api/member/address/delete' },
    async ({ request, auth }) => {
      const found = await namedAddress(request, auth.member.id);
      if (found instanceof Response) return found;
      const { memberId } = found;
      db.deliveryAddresses.delete((q) => q.where({ memberId, id: found.id }));
      const next = addressesOf(memberId)[0];
      if (found.isDefault && next) await makeDefault(memberId, next.id);
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/member/address/default' },
    async ({ request, auth }) => {
      const found = await namedAddress(request, auth.member.id);
      if (found instanceof Response) return found;
      await makeDefault(found.memberId, found.id);
      return ok(null);
    },
  ),
];
