import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { IconButton } from '@/shared/ui/icon-button/IconButton';
import { NavBar } from '@/shared/ui/nav-bar/NavBar';
import { text } from '../support/text';
import { LineIcon } from './support/LineIcon';

interface DemoProps {
  onBack?: () => void;
  onService?: () => void;
  withService?: boolean;
  titleKey?: string;
}

/** A screen top: the title from the app's messages, back, and the customer-service button at the right. */
function ScreenTop({ onBack, onService, withService = true, titleKey = 'common:tabbar.account' }: DemoProps) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <div style={{ height: 1200 }}>
      <NavBar
        title={t(titleKey)}
        onBack={onBack}
        right={withService ? <IconButton label={t('layout:navBar.service')} icon={<LineIcon d="M4 13a8 8 0 0 1 16 0v5a2 2 0 0 1-2 2h-2v-7h4M4 13h4v7H6a2 2 0 0 1-2-2z" />} onClick={onService} /> : undefined}
      />
      <p style={{ padding: 16 }}>{t('common:common.loading')}</p>
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/NavBar',
  component: ScreenTop,
  args: { onBack: fn(), onService: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
  beforeEach: () => () => window.scrollTo(0, 0),
});

export const WithBackAndService = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text('common:tabbar.account'));
    await userEvent.click(canvas.getByRole('button', { name: text('layout:navBar.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('layout:navBar.service') }));
    await expect(args.onService).toHaveBeenCalledTimes(1);
  },
});

export const StaysOnTopWhileScrolling = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const bar = heading.closest('header');
    await expect(bar).not.toBeNull();
    if (!bar) return;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    window.scrollTo(0, 400);
    await expect(Math.round(bar.getBoundingClientRect().top)).toBe(0);
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const TitleOnly = meta.story({
  args: { onBack: undefined, withService: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text('common:tabbar.account'));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const LongTitleIsCut = meta.story({
  args: { titleKey: 'common:common.withdrawlLocked' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(text('common:common.withdrawlLocked'));
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    // The back and service buttons keep their full 44 px.
    await expect(canvas.getByRole('button', { name: text('layout:navBar.back') }).getBoundingClientRect().width).toBe(44);
  },
});
