import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotlinesQuery } from '@/shared/customer-service/customer-service-queries';
import type { UserInfo } from '@/shared/api/generated/main/model';
import styles from './CallbackDialog.module.css';

/**
 * The hotlines (vipphoneback/dailFont) of the member's tenant and VIP level, which they may dial instead of waiting
 * for the call. A level without hotlines, or a failed read, shows nothing: the callback form works without them.
 */
export function CallbackHotlines({ member, token }: { member: UserInfo; token: string | null }) {
  const { t } = useTranslation('overlays');
  const hotlines = useQuery(hotlinesQuery(member, token));
  const lines = hotlines.data?.hotlines ?? [];
  if (lines.length === 0) return null;
  return (
    <div className={styles.hotlines}>
      <p className={styles.note}>{t('callback.hotlines')}</p>
      <ul>
        {lines.map((line) => {
          const number = `+${line.mobileArea} ${line.phone}`;
          const digits = `${line.mobileArea}${line.phone}`.replace(/\D/g, '');
          return (
            <li key={digits}>
              <a href={`tel:+${digits}`}>{line.label ? t('callback.hotline', { label: line.label, number }) : number}</a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
