import type { PlayContext } from '../support/play';
import preview from '../../.storybook/preview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { Button, type ButtonProps } from '@/shared/ui/button/Button';
import { text } from '../support/text';

function TranslatedButton(props: ButtonProps) {
  const { t } = useTranslation('common');
  return <Button {...props}>{t('common.confirm')}</Button>;
}

const confirmName = () => text('common:common.confirm');

/** A deposit-style submit: the handler returns the request's promise, the story settles it by hand. */
function SubmitOnce({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation('common');
  const [release, setRelease] = useState<(() => void) | null>(null);
  const submit = () =>
    new Promise<void>((resolve) => {
      onSubmit();
      setRelease(() => resolve);
    });
  return (
    <div>
      <Button block onClick={submit}>
        {t('common.confirm')}
      </Button>
      <button type="button" onClick={() => release?.()}>
        {t('common.close')}
      </button>
    </div>
  );
}

/** A bet button whose screen flips `loading` itself while the request runs. */
function ControlledSubmit({ onSubmit }: { onSubmit: () => void }) {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);
  return (
    <Button
      loading={loading}
      onClick={() => {
        setLoading(true);
        onSubmit();
      }}
    >
      {t('common.confirm')}
    </Button>
  );
}

const meta = preview.meta({
  title: 'UI/Button',
  component: TranslatedButton,
  args: { onClick: fn() } as const,
  loaders: [() => i18n.loadNamespaces('layout')],
});

export const Primary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: confirmName() });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

/** A variant with its own look (`style`: one computed property and its value); a tap calls onClick once. */
function variant(name: ButtonProps['variant'], style?: { property: 'backgroundColor' | 'color'; value: string }) {
  return {
    args: { variant: name },
    play: async ({ canvas, userEvent, args }: PlayContext & { args: Pick<ButtonProps, 'onClick'> }) => {
      const button = canvas.getByRole('button', { name: confirmName() });
      if (style) await expect(getComputedStyle(button)[style.property]).toBe(style.value);
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    },
  };
}

export const Secondary = meta.story(variant('secondary'));

export const Ghost = meta.story(variant('ghost', { property: 'backgroundColor', value: 'rgba(0, 0, 0, 0)' }));

export const Danger = meta.story(variant('danger', { property: 'color', value: 'rgb(255, 255, 255)' }));

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start', padding: 16 }}>
      <TranslatedButton {...args} size="sm" data-size="sm" />
      <TranslatedButton {...args} size="md" data-size="md" />
      <TranslatedButton {...args} size="lg" data-size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const height = (size: string) => canvasElement.querySelector(`[data-size="${size}"]`)?.getBoundingClientRect().height ?? 0;
    await expect(height('sm')).toBeCloseTo(32, 0);
    await expect(height('md')).toBeGreaterThanOrEqual(44);
    await expect(height('lg')).toBeGreaterThan(height('md'));
    // The compact size still answers a 44 px tall tap: its hit area reaches 6 px above and below.
    const small = canvasElement.querySelector<HTMLElement>('[data-size="sm"]');
    const box = small?.getBoundingClientRect();
    await expect(box).toBeDefined();
    if (!small || !box) return;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top - 5);
    await expect(small.contains(hit)).toBe(true);
  },
});

export const FullWidth = meta.story({
  args: { block: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: confirmName() });
    const available = (button.parentElement ?? canvasElement).getBoundingClientRect().width;
    await expect(button.getBoundingClientRect().width).toBeCloseTo(available, 0);
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: confirmName() });
    await expect(button).toBeDisabled();
    // A disabled button ignores the press even when it reaches the element.
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: confirmName() });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text('layout:button.busy'));
    await expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const DoubleTapSubmitsOnce = meta.story({
  render: (args) => <SubmitOnce onSubmit={args.onClick as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: confirmName() });
    await userEvent.dblClick(submit);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    // Two taps inside one frame, before React re-renders: still one submission.
    submit.click();
    submit.click();
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: text('common:common.close') }));
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
});

export const DoubleTapWithScreenLoading = meta.story({
  render: (args) => <ControlledSubmit onSubmit={args.onClick as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: confirmName() });
    await userEvent.dblClick(submit);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
});

/** Every variant in the dark theme; axe checks the text contrast of each. */
export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start', padding: 16 }}>
      <TranslatedButton {...args} variant="primary" />
      <TranslatedButton {...args} variant="secondary" />
      <TranslatedButton {...args} variant="ghost" />
      <TranslatedButton {...args} variant="danger" />
      <TranslatedButton {...args} loading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getAllByRole('button', { name: confirmName() })).toHaveLength(5);
  },
});
