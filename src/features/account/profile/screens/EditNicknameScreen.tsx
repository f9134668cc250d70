import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { showLoadingToast, showToast } from '@/shared/ui/toast/toast';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { LEAVING, useFormSubmit } from '@/shared/forms/use-form-submit';
import { useUpdateNickname } from '../api/profile-mutations';
import { NicknameReviewBadge } from '../components/MemberIdentity';
import { MemberProfileGate } from '../components/MemberProfileGate';
import { useGoBack } from '../hooks/use-go-back';
import { isNicknameSavable, NICKNAME_MAX_LENGTH } from '../lib/nickname-rules';
import styles from '../components/account.module.css';

/** How long the tip toast of an inactive Save stays. */
export const NICKNAME_TIP_MS = 2000;

function EditNickname({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation(['account', 'common']);
  const goBack = useGoBack();
  // Prefilled with the current nickname until the player types.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? profile.nickName;
  const savable = isNicknameSavable(value);

  const save = useUpdateNickname({
    onMutate: () => showLoadingToast(t('common:common.loading')),
    onSuccess: (_data, _nickName, closeLoading) => {
      closeLoading();
      showToast({ message: t('account:nickname.submitted'), type: 'success', durationMs: NICKNAME_TIP_MS });
      goBack();
    },
    // The API client has shown the server's message; only the loading toast is left to close.
    onError: (_error, _nickName, closeLoading) => closeLoading?.(),
  });

  // One submit at a time, by tap or Enter; after a success the form stays locked while the screen leaves.
  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    if (!savable) {
      showToast({ message: t('common:Eletter.EletterTip1'), durationMs: NICKNAME_TIP_MS });
      return;
    }
    await save.mutateAsync(value.trim());
    return LEAVING;
  });

  return (
    <form className={styles.page} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.inline}>
        <h2 className={styles.name}>{t('account:nickname.title')}</h2>
        <NicknameReviewBadge profile={profile} />
      </div>
      <TextField
        label={t('account:nickname.label')}
        value={value}
        onChange={setDraft}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="nickname"
        hint={savable ? t('account:nickname.rule') : t('common:Eletter.NameNote')}
      />
      <FormAlert message={alert} />
      <Button
        type="submit"
        block
        className={styles.inactive}
        aria-disabled={!savable}
        loading={pending}
      >
        {t('account:nickname.save')}
      </Button>
    </form>
  );
}

/**
 * Edit nickname (/editNickname, SPEC.md "Edit nickname screen"): prefilled, at most 10 characters, the in-review
 * badge, Eletter.NameNote under 4 trimmed characters, Save active only from 4 (pressed inactive it shows
 * Eletter.EletterTip1); success reloads the user info and goes back, failure only closes the loading toast.
 */
export function EditNicknameScreen() {
  return <MemberProfileGate rows={2}>{(profile) => <EditNickname profile={profile} />}</MemberProfileGate>;
}
