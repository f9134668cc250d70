import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { PATHS } from '@/shared/config/paths';
import { callbackConfigQuery, hotlinesQuery } from '@/shared/customer-service/customer-service-queries';
import { dialLink } from '@/shared/lib/contact-links';
import { openCallbackDialog } from '@/shared/overlays/shell-overlays';
import { Button } from '@/shared/ui/button/Button';
import layout from '@/shared/ui/layout/layout.module.css';
import styles from './vip-services.module.css';

/**
 * The manager's phone lines (vipphoneback/dailFont) and the callback request: offered when the callback config of
 * the member's tenant and level has mobileConfigView on; without a bound mobile the member binds one first
 * (SPEC.md section 5). The shell's callback dialog checks the number and sends the request.
 */
export function CallbackPart({ member, token }: { member: UserInfo; token: string }) {
  const { t } = useTranslation('vip-services');
  const navigate = useNavigate();
  const titleId = useId();
  const config = useQuery(callbackConfigQuery(member, token));
  const hotlines = useQuery(hotlinesQuery(member, token));
  const offered = (config.data?.mobileConfigView ?? 0) !== 0;
  const lines = hotlines.data?.hotlines ?? [];
  if (!offered && lines.length === 0) return null;
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('callback.title')}
      </h2>
      {lines.length > 0 ? (
        <ul className={styles.contacts} aria-label={t('callback.hotlines')}>
          {lines.map((line) => {
            const number = `+${line.mobileArea} ${line.phone}`;
            const href = dialLink(`+${line.mobileArea}${line.phone}`);
            return (
              <li key={`${line.mobileArea}${line.phone}`}>
                {href ? (
                  <a className={styles.contact} href={href}>
                    {t('callback.dial', { label: line.label, number })}
                  </a>
                ) : (
                  <span>{t('callback.dial', { label: line.label, number })}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {offered ? (
        <>
          <p className={layout.muted}>
            {member.mobile ? t('callback.hint', { time: config.data?.workTime || t('callback.anyTime') }) : t('callback.bindFirst')}
          </p>
          <Button variant="secondary" onClick={() => (member.mobile ? openCallbackDialog() : navigate(PATHS.cellIphone))}>
            {member.mobile ? t('callback.ask') : t('callback.bind')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
