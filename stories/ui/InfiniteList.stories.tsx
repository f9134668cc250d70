import preview from '../../.storybook/preview';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { i18n } from '@/shared/i18n';
import { InfiniteList } from '@/shared/ui/infinite-list/InfiniteList';
import { text } from '../support/text';

interface DemoProps {
  /** Rows there are in all. */
  total?: number;
  /** Rows per page; the first page is there from the start. */
  pageSize?: number;
  scroll?: 'window' | 'container';
  /** The first request for another page fails. */
  failFirstPage?: boolean;
  /** Rows before the first page arrives (the first page is still loading). */
  startLoading?: boolean;
  onLoadMore?: () => void;
  customEmpty?: boolean;
}

interface Row {
  id: number;
}

/** A bet-record list fed page by page, the way a screen feeds it from an infinite query. */
function BetRecords({ total = 1000, pageSize = 1000, scroll = 'window', failFirstPage = false, startLoading = false, onLoadMore, customEmpty = false }: DemoProps) {
  const { t } = useTranslation('common');
  const [rows, setRows] = useState<Row[]>(() => (startLoading ? [] : Array.from({ length: Math.min(pageSize, total) }, (_, id) => ({ id }))));
  const [loading, setLoading] = useState(startLoading);
  const [error, setError] = useState(false);
  const failed = useRef(false);

  const loadMore = () => {
    onLoadMore?.();
    setLoading(true);
    setError(false);
    window.setTimeout(() => {
      setLoading(false);
      if (failFirstPage && !failed.current) {
        failed.current = true;
        setError(true);
        return;
      }
      setRows((current) => [...current, ...Array.from({ length: Math.min(pageSize, total - current.length) }, (_, i) => ({ id: current.length + i }))]);
    }, 60);
  };

  return (
    <InfiniteList
      items={rows}
      getKey={(row) => row.id}
      label={t('tabbar.betRecord')}
      estimateSize={56}
      hasMore={rows.length < total}
      loading={loading}
      error={error}
      onLoadMore={loadMore}
      scroll={scroll}
      height={scroll === 'container' ? 400 : undefined}
      empty={customEmpty ? <p data-testid="custom-empty">{t('common.notFound')}</p> : undefined}
      renderItem={(row) => (
        <div style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 16px', borderBottom: '1px solid var(--color-border)', background: 'var(--color-surface)' }}>
          {t('tabbar.betRecord')} #{row.id + 1}
        </div>
      )}
    />
  );
}

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: text('common:tabbar.betRecord') });
const renderedIndexes = (canvasElement: HTMLElement) =>
  within(list(canvasElement))
    .getAllByRole('listitem')
    .map((item) => Number(item.dataset.index));

const meta = preview.meta({
  title: 'UI/InfiniteList',
  component: BetRecords,
  args: { onLoadMore: fn() },
  loaders: [() => i18n.loadNamespaces('layout')],
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
});

/** 1000 rows, page scrolling: only the rows around the viewport are in the DOM, at the top and at the bottom. */
export const ThousandRowsWindow = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(renderedIndexes(canvasElement).length).toBeGreaterThan(0));
    const atTop = renderedIndexes(canvasElement);
    await expect(atTop.length).toBeLessThan(40);
    await expect(Math.min(...atTop)).toBe(0);
    await expect(within(list(canvasElement)).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');

    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(Math.max(...renderedIndexes(canvasElement))).toBe(999));
    await expect(renderedIndexes(canvasElement).length).toBeLessThan(40);
    await expect(await canvas.findByText(text('layout:list.end'))).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
});

export const LoadsMoreNearTheEnd = meta.story({
  args: { total: 60, pageSize: 20, scroll: 'container' },
  play: async ({ canvas, canvasElement, args }) => {
    const scroller = canvas.getByTestId('infinite-list-scroller');
    const setSize = () => within(list(canvasElement)).getAllByRole('listitem')[0]?.getAttribute('aria-setsize');
    await waitFor(() => expect(renderedIndexes(canvasElement).length).toBeGreaterThan(0));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(setSize()).toBe('-1');

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text('layout:list.loadingMore'));
    await waitFor(() => expect(Math.max(...renderedIndexes(canvasElement))).toBeGreaterThanOrEqual(20));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2));
    // The last page arrived: the length is known and nothing more is asked for.
    await waitFor(() => expect(setSize()).toBe('60'));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(Math.max(...renderedIndexes(canvasElement))).toBe(59));
    await expect(canvas.getByText(text('layout:list.end'))).toBeInTheDocument();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
});

export const LoadsMoreWithPageScrolling = meta.story({
  args: { total: 90, pageSize: 30 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(renderedIndexes(canvasElement).length).toBeGreaterThan(0));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const firstHeight = document.documentElement.scrollHeight;
    window.scrollTo(0, firstHeight);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.documentElement.scrollHeight).toBeGreaterThan(firstHeight + 1000));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(Math.max(...renderedIndexes(canvasElement))).toBeGreaterThanOrEqual(45));
  },
});

export const FailedPageRetries = meta.story({
  args: { total: 40, pageSize: 20, scroll: 'container', failFirstPage: true },
  play: async ({ canvas, userEvent, args }) => {
    const scroller = canvas.getByTestId('infinite-list-scroller');
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0));
    scroller.scrollTop = scroller.scrollHeight;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('layout:list.loadFailed'));
    // A failed page does not ask again by itself, however far the reader scrolls.
    scroller.scrollTop = 0;
    scroller.scrollTop = scroller.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: text('layout:list.retry') }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '40'));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText(`${text('common:tabbar.betRecord')} #40`)).toBeInTheDocument());
    await expect(await canvas.findByText(text('layout:list.end'))).toBeInTheDocument();
  },
});

export const FirstPageLoading = meta.story({
  args: { total: 20, pageSize: 20, startLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('layout:list.loadingMore'));
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { total: 0 },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(text('layout:list.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
});

export const CustomEmptySlot = meta.story({
  args: { total: 0, customEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('custom-empty')).toHaveTextContent(text('common:common.notFound'));
    await expect(canvas.queryByText(text('layout:list.empty'))).not.toBeInTheDocument();
  },
});

export const DarkThemeWithRetryRow = meta.story({
  globals: { theme: 'dark' },
  args: { total: 40, pageSize: 20, scroll: 'container', failFirstPage: true },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const scroller = canvas.getByTestId('infinite-list-scroller');
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0));
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('layout:list.loadFailed'));
  },
});
