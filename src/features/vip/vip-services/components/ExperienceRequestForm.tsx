import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipExperience } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { Button } from '@/shared/ui/button/Button';
import { DatePicker } from '@/shared/ui/date-picker/DatePicker';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { TextArea } from '@/shared/ui/text-area/TextArea';
import { showToast } from '@/shared/ui/toast/toast';
import layout from '@/shared/ui/layout/layout.module.css';
import { useRequestExperience } from '../api/vip-experience-mutations';
import { REMARK_MAX, requestDateRange, requestProblem, type RequestProblem } from '../lib/experience-rules';
import styles from './vip-services.module.css';

const SENT_TOAST_MS = 3_000;

/** The request form of an experience: a date, the guests and a note for the VIP desk; sent once per tap. */
export function ExperienceRequestForm({ experience }: { experience: VipExperience }) {
  const { t } = useTranslation('vip-services');
  const titleId = useId();
  const guestsId = useId();
  const [preferredDate, setPreferredDate] = useState('');
  const [guests, setGuests] = useState(2 <= experience.maxGuests ? 2 : 1);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<RequestProblem>(null);
  // The form's day range, fixed when it opens (the desk checks the day again when the request arrives).
  const [range] = useState(() => requestDateRange(Date.now()));
  const send = useRequestExperience();
  const submit = useFormSubmit(async () => {
    const request = { experienceType: experience.experienceType, preferredDate, guests, remark: remark.trim() };
    const found = requestProblem(request, experience.maxGuests, Date.now());
    setProblem(found);
    if (found) return;
    await send.mutateAsync(request);
    showToast({ message: t('request.sent'), type: 'success', durationMs: SENT_TOAST_MS });
  });
  return (
    <section className={layout.cardStack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {t('request.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit.onSubmit(event)} noValidate>
        <DatePicker
          label={t('request.date')}
          value={preferredDate}
          onChange={(value) => {
            setPreferredDate(value);
            if (problem === 'date') setProblem(null);
          }}
          min={range.min}
          max={range.max}
          hint={t('request.dateHint')}
          error={problem === 'date' ? t('request.dateError') : null}
          required
        />
        <div className={styles.selectField}>
          <label htmlFor={guestsId}>{t('request.guests')}</label>
          <select id={guestsId} className={styles.select} value={guests} onChange={(event) => setGuests(Number(event.target.value))}>
            {Array.from({ length: experience.maxGuests }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {t('request.guestCount', { guests: count })}
              </option>
            ))}
          </select>
        </div>
        <TextArea label={t('request.remark')} value={remark} onChange={setRemark} maxLength={REMARK_MAX} placeholder={t('request.remarkPlaceholder')} />
        <FormAlert message={submit.alert} />
        <Button type="submit" block size="lg" loading={submit.pending}>
          {t('request.submit')}
        </Button>
      </form>
    </section>
  );
}
