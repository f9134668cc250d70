import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import type { AddressProvince, CountryCode, DeliveryAddress, DeliveryAddressInput } from '@/shared/api/generated/main/model';
import { countryOfDialCode, DEPLOYMENT_COUNTRY } from '@/shared/countries/default-area';
import { useAreaCodes } from '@/shared/countries/use-area-codes';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { Checkbox } from '@/shared/ui/checkbox/Checkbox';
import { AreaPhoneField } from '@/shared/ui/area-phone-field/AreaPhoneField';
import { TextField } from '@/shared/ui/field/TextField';
import { Picker } from '@/shared/ui/picker/Picker';
import { useSaveAddress } from '../api/address-mutations';
import { ADDRESS_DETAIL_MAX, deliveryAddressForm, RECEIVER_NAME_MAX } from '@/features/account/lib/account-forms';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { showSuccess } from '@/features/account/lib/success-toast';
import styles from '@/features/account/components/account-pages.module.css';
import { SelectField } from '@/shared/ui/select-field/SelectField';
import { TextArea } from '@/shared/ui/text-area/TextArea';

type Field = 'receiverName' | 'mobile' | 'region' | 'detail';
type Sheet = 'province' | 'district' | null;

export interface AddressFormProps {
  /** The address being edited; a new one when missing. */
  initial?: DeliveryAddress;
  regions: readonly AddressProvince[];
  /** The country list, where an edited address finds the country of its saved area code. */
  countries: readonly CountryCode[];
}

/** Add or edit a delivery address: receiver, area code and phone, province and district, street, default. */
export function AddressForm({ initial, regions, countries }: AddressFormProps) {
  const { t } = useTranslation(['addresses', 'account', 'common']);
  const navigate = useNavigate();
  const save = useSaveAddress();
  // An edited address starts at its saved area; a new one at the deployment's country (SPEC.md section 9).
  const areaCodes = useAreaCodes({ start: (initial ? countryOfDialCode(countries, initial.mobileArea) : undefined) ?? DEPLOYMENT_COUNTRY });
  const [receiverName, setReceiverName] = useState(initial?.receiverName ?? '');
  const [mobile, setMobile] = useState(initial?.mobile ?? '');
  const [provinceCode, setProvinceCode] = useState(initial?.provinceCode ?? '');
  const [districtCode, setDistrictCode] = useState(initial?.districtCode ?? '');
  const [detail, setDetail] = useState(initial?.detail ?? '');
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sheet, setSheet] = useState<Sheet>(null);
  // The province sheet hands over to the district sheet once a province is picked.
  const nextSheet = useRef<Sheet>(null);
  const province = regions.find((entry) => entry.code === provinceCode);
  const district = province?.districts.find((entry) => entry.code === districtCode);

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
  };

  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const values = { receiverName, mobile, provinceCode, districtCode: province ? districtCode : '', detail };
    const parsed = deliveryAddressForm(areaCodes.country).safeParse(values);
    const keys = messageKeysByField(parsed.error);
    const region = keys.provinceCode ?? keys.districtCode;
    setErrors({
      receiverName: keys.receiverName && t(keys.receiverName),
      mobile: keys.mobile && t(keys.mobile),
      region: region && t(region),
      detail: keys.detail && t(keys.detail),
    });
    if (!parsed.success) return;
    const body: DeliveryAddressInput = { ...parsed.data, mobileArea: areaCodes.area, isDefault };
    await save.mutateAsync(initial ? { ...body, id: initial.id } : body);
    showSuccess(t('saved'));
    navigate(PATHS.addressView, { replace: true });
    return LEAVING;
  });

  const closeSheet = () => {
    setSheet(nextSheet.current);
    nextSheet.current = null;
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(initial ? 'editTitle' : 'addTitle')}>
      <TextField
        label={t('name')}
        value={receiverName}
        maxLength={RECEIVER_NAME_MAX}
        autoComplete="name"
        placeholder={t('namePlaceholder')}
        error={errors.receiverName}
        onChange={edit('receiverName', setReceiverName)}
      />
      <AreaPhoneField
        label={t('phone')}
        area={{ codes: areaCodes, buttonLabel: `${t('area')} ${areaCodes.areaCode}`, title: t('area'), nameFirst: true }}
        value={mobile}
        placeholder={t('phonePlaceholder')}
        error={errors.mobile}
        onChange={edit('mobile', setMobile)}
      />
      <SelectField
        label={t('region')}
        value={province && district ? `${province.name} · ${district.name}` : ''}
        placeholder={t('regionPlaceholder')}
        error={errors.region}
        onOpen={() => setSheet('province')}
      />
      <TextArea
        label={t('detail')}
        value={detail}
        maxLength={ADDRESS_DETAIL_MAX}
        placeholder={t('detailPlaceholder')}
        error={errors.detail}
        onChange={edit('detail', setDetail)}
      />
      <Checkbox label={t('makeDefault')} checked={isDefault} onChange={setIsDefault} />
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending}>
        {pending ? t('account:shared.submitting') : t('save')}
      </Button>
      <Picker
        open={sheet === 'province'}
        title={t('province')}
        searchable
        options={regions.map((entry) => ({ value: entry.code, label: entry.name }))}
        value={provinceCode || null}
        onSelect={(value) => {
          if (value !== provinceCode) setDistrictCode('');
          setProvinceCode(value);
          nextSheet.current = 'district';
        }}
        onClose={closeSheet}
      />
      <Picker
        open={sheet === 'district'}
        title={t('district', { province: province?.name ?? '' })}
        options={(province?.districts ?? []).map((entry) => ({ value: entry.code, label: entry.name }))}
        value={districtCode || null}
        onSelect={(value) => {
          setDistrictCode(value);
          clear('region');
        }}
        onClose={closeSheet}
      />
    </form>
  );
}
