import layout from '@/shared/ui/layout/layout.module.css';

/** Why a claim or sign-up did not go through (the `alert` of `useFormSubmit`), under the section's action; nothing when it went through. */
export function SubmitAlert({ message }: { message: string }) {
  return message ? (
    <p role="alert" className={layout.alertText}>
      {message}
    </p>
  ) : null;
}
