import preview from '../../.storybook/preview';
import { useId } from 'react';
import { expect } from 'storybook/test';
import frame from '@/shared/ui/field/field-frame.module.css';
import { FieldMessages, fieldDescribedBy } from '@/shared/ui/field/FieldMessages';

const LABEL = 'Nickname';
const HINT = '2 to 12 letters or digits';
const ERROR = 'This nickname is taken';

/** A bare input in the shared field frame, described by its messages the way every form control is. */
function FramedInput({ hint, error, size }: { hint?: string; error?: string; size?: 'small' | 'large' }) {
  const id = useId();
  return (
    <div className={frame.column} style={{ padding: 16 }}>
      <label htmlFor={id} className={frame.label}>
        {LABEL}
      </label>
      <input id={id} aria-describedby={fieldDescribedBy(id, hint, error)} />
      <FieldMessages baseId={id} hint={hint} error={error} size={size} />
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/FieldMessages',
  component: FramedInput,
});

export const HintAndError = meta.story({
  args: { hint: HINT, error: ERROR },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveAccessibleDescription(`${HINT} ${ERROR}`);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR);
  },
});

export const Nothing = meta.story({
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: LABEL })).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});
