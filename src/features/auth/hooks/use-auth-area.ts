import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '@/shared/countries/use-area-codes';
import type { AreaPicker } from '@/shared/ui/area-phone-field/AreaPhoneField';

/**
 * The area-code picker of the sign-in, registration, reset and device-check forms: the country list starting at
 * the language's default area, with the auth texts (button name, sheet title, failed-list note and its retry).
 */
export function useAuthArea(): AreaPicker {
  const { t } = useTranslation(['auth', 'common']);
  const codes = useAreaCodes();
  return {
    codes,
    buttonLabel: t('auth:form.areaCode', { code: codes.areaCode }),
    title: t('auth:form.areaTitle'),
    failed: { message: t('auth:form.areaFailed'), retryLabel: t('common:common.retry') },
  };
}
