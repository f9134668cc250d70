import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';

/**
 * The foot of a profile form: the refusal of the last submit (announced; nothing when there is none) above the block
 * submit button, busy while the submit runs.
 */
export function FormFoot({ alert, pending, label }: { alert: string; pending: boolean; label: string }) {
  return (
    <>
      <FormAlert message={alert} />
      <Button type="submit" block loading={pending}>
        {label}
      </Button>
    </>
  );
}
