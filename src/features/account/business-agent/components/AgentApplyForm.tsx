import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeysByField } from '@/shared/lib/validation-forms';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { useApplyBusinessAgent } from '../api/business-agent-mutations';
import { AGENT_ACCOUNT_MAX, agentApplyForm, CONTACT_MAX, REMARK_MAX } from '@/features/account/lib/account-forms';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { showSuccess } from '@/features/account/lib/success-toast';
import styles from '@/features/account/components/account-pages.module.css';
import { TextArea } from '@/shared/ui/text-area/TextArea';

type Field = 'agentAccount' | 'contact' | 'remark';

/** The agent application: agent account (a_ + 3-15 letters or digits), a contact and an optional remark. */
export function AgentApplyForm() {
  const { t } = useTranslation(['business-agent', 'account', 'common']);
  const apply = useApplyBusinessAgent();
  const [agentAccount, setAgentAccount] = useState('');
  const [contact, setContact] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { onSubmit, pending, alert } = useFormSubmit(async () => {
    const parsed = agentApplyForm.safeParse({ agentAccount, contact, remark });
    setErrors(Object.fromEntries(Object.entries(messageKeysByField(parsed.error)).map(([field, key]) => [field, t(key)])));
    if (!parsed.success) return;
    const { remark: note, ...required } = parsed.data;
    await apply.mutateAsync({ ...required, ...(note ? { remark: note } : {}) });
    showSuccess(t('applied'));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('formTitle')}>
      <TextField
        label={t('account')}
        value={agentAccount}
        maxLength={AGENT_ACCOUNT_MAX}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('accountPlaceholder')}
        hint={t('accountHint')}
        error={errors.agentAccount}
        onChange={edit('agentAccount', (value) => setAgentAccount(value.trim()))}
      />
      <TextField
        label={t('contact')}
        value={contact}
        maxLength={CONTACT_MAX}
        placeholder={t('contactPlaceholder')}
        error={errors.contact}
        onChange={edit('contact', setContact)}
      />
      <TextArea
        label={t('remark')}
        value={remark}
        maxLength={REMARK_MAX}
        placeholder={t('remarkPlaceholder')}
        error={errors.remark}
        onChange={edit('remark', setRemark)}
      />
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending}>
        {pending ? t('account:shared.submitting') : t('submit')}
      </Button>
    </form>
  );
}
