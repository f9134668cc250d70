import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { text } from '../support/text';

function InForm({ message }: { message: string | null }) {
  return (
    <form style={{ padding: 16, display: 'grid', gap: 16 }} aria-label="Form">
      <FormAlert message={message} />
      <button type="submit">Submit</button>
    </form>
  );
}

const meta = preview.meta({
  title: 'UI/FormAlert',
  component: InForm,
  args: { message: null },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Form' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

export const NetworkError = meta.story({
  render: () => <InForm message={text('common:common.networkError')} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(text('common:common.networkError'));
    await expect(alert).toBeVisible();
  },
});

export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  args: { message: 'The account or password is wrong' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account or password is wrong');
  },
});
