import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Spinner, SpinnerRing } from '@/shared/ui/spinner/Spinner';
import { text } from '../support/text';

function LoadingSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('common.loading')} />;
}

const meta = preview.meta({
  title: 'UI/Spinner',
  component: LoadingSpinner,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text('common:common.loading'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
});

/** The ring on its own, in the three sizes the busy states use: page (md), list footer and pull-to-refresh (sm), button (text). */
export const Rings = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', fontSize: 20, color: 'rgb(200, 0, 0)' }}>
      <span data-testid="md">
        <SpinnerRing />
      </span>
      <span data-testid="sm">
        <SpinnerRing size="sm" />
      </span>
      <span data-testid="text">
        <SpinnerRing size="text" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const ring = (size: string) => canvas.getByTestId(size).firstElementChild as HTMLElement;
    const look = (size: string) => {
      const style = getComputedStyle(ring(size));
      return [style.width, style.borderTopWidth, style.animationName !== 'none'];
    };
    await expect(look('md')).toEqual(['28px', '3px', true]);
    await expect(look('sm')).toEqual(['18px', '2px', true]);
    await expect(look('text')).toEqual(['20px', '2px', true]);
    // The text ring takes the text colour, with a gap on its right.
    await expect(getComputedStyle(ring('text')).borderTopColor).toBe('rgb(200, 0, 0)');
    await expect(getComputedStyle(ring('text')).borderRightColor).toBe('rgba(0, 0, 0, 0)');
    for (const size of ['md', 'sm', 'text']) await expect(ring(size)).toHaveAttribute('aria-hidden', 'true');
  },
});
