import preview from '../../.storybook/preview';
import { expect, fn } from 'storybook/test';
import { QueryGate, type QueryGateProps } from '@/shared/ui/query-gate/QueryGate';
import { text } from '../support/text';

type Query = QueryGateProps['queries'][number];

const loaded: Query = { isPending: false, isError: false, isFetching: false, data: ['card'], refetch: fn() };
const loading: Query = { isPending: true, isError: false, isFetching: true, data: undefined, refetch: fn() };

/** A query whose load (or reload, when it has data) failed. */
function failed(data?: unknown): Query {
  return { isPending: false, isError: true, isFetching: false, data, refetch: fn(async () => undefined) };
}

function Gate(props: Omit<QueryGateProps, 'children'>) {
  return (
    <div style={{ padding: 16 }}>
      <QueryGate {...props}>{() => <p>Your bank cards</p>}</QueryGate>
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/QueryGate',
  component: Gate,
  args: { queries: [loaded] },
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your bank cards')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  args: { queries: [loaded, loading], rows: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('common:common.loading')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('Your bank cards')).not.toBeInTheDocument();
  },
});

export const LoadingWithLabel = meta.story({
  args: { queries: [loading], loadingLabel: 'Loading your account…', avatar: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your account…').closest('[aria-busy="true"]')).not.toBeNull();
  },
});

const firstFailed = failed();
const secondFailed = failed();

export const LoadFailedRetriesTheFailedQueries = meta.story({
  args: { queries: [loaded, firstFailed, secondFailed] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('common:common.loadFailed'));
    await expect(canvas.queryByText('Your bank cards')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('common:common.retry') }));
    await expect(firstFailed.refetch).toHaveBeenCalledTimes(1);
    await expect(secondFailed.refetch).toHaveBeenCalledTimes(1);
    await expect(loaded.refetch).not.toHaveBeenCalled();
  },
});

export const LoadFailedWithMessage = meta.story({
  args: { queries: [failed()], errorMessage: 'Could not load your account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your account');
  },
});

export const ReloadFailedKeepsLoadedContent = meta.story({
  args: { queries: [failed(['card'])], keepLoaded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your bank cards')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

export const ReloadFailedWithoutKeepLoaded = meta.story({
  args: { queries: [failed(['card'])] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('common:common.loadFailed'));
  },
});

export const RetryAfterFailedFirstLoad = meta.story({
  args: { queries: [{ ...failed(), isFetching: true }], keepLoaded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('common:common.loading')).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});
