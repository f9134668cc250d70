import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { Button } from '@/shared/ui/button/Button';
import { showToast } from '@/shared/ui/toast/toast';
import layout from '@/shared/ui/layout/layout.module.css';
import { useSignUpCampaign } from '../api/campaign-mutations';
import { campaignProgressQuery } from '../api/campaign-queries';
import { useMemberAction } from '../hooks/use-member-action';
import styles from './campaign.module.css';
import type { CampaignMoment } from './CampaignPage';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

/** The sign-up of a campaign that counts only after it: done, to do (once), or the login for a guest. */
export function SignUpCard({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  const { t } = useTranslation('campaigns');
  const { token, loggedIn, toLogin } = useMemberAction();
  const progress = useQuery(campaignProgressQuery(campaign.id, campaign.type, token));
  const signUp = useSignUpCampaign();
  const submit = useFormSubmit(async () => {
    await signUp.mutateAsync(campaign.id);
    showToast({ message: t('signUp.done'), type: 'success', durationMs: 3_000 });
  });
  const signedUp = progress.data?.signedUp === true;

  let body;
  if (!loggedIn) {
    body = (
      <Button block onClick={toLogin}>
        {t('signUp.login')}
      </Button>
    );
  } else if (signedUp) {
    body = <p className={styles.done}>{t('signUp.signedUp')}</p>;
  } else if (moment.phase === 'ended') {
    body = <p className={layout.muted}>{t('signUp.closed')}</p>;
  } else {
    body = (
      <Button block loading={submit.pending} disabled={progress.isPending} onClick={() => submit.run()}>
        {t('signUp.action')}
      </Button>
    );
  }
  return (
    <section className={layout.sectionCard} aria-labelledby="campaign-sign-up">
      <h2 id="campaign-sign-up" className={layout.sectionTitle}>
        {t('signUp.title')}
      </h2>
      <p className={layout.muted}>{t('signUp.why')}</p>
      {body}
      <FormAlert message={submit.alert} />
    </section>
  );
}
