import preview from '../../../.storybook/preview';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { useTranslation } from 'react-i18next';
import { ShellOverlays } from '@/app/shell/overlays/ShellOverlays';
import { SPORTS_GUIDE_CODE } from '@/app/shell/overlays/use-home-guide';
import { statisticalQuery } from '@/shared/sports/sports-queries';
import { tutorialKeys } from '@/shared/tutorial/tutorial-queries';
import { text } from '../../support/text';
import { loadShellMessages, OVERLAY_WAIT } from './shell-story';
import { signIn } from '../../../tests/support/session';

type Canvas = ReturnType<typeof within>;

/**
 * The shell overlays over whatever route the story starts on, with the sports screen's first call (the sport
 * counts): the guide waits for its answer before it opens.
 */
function GuideHarness() {
  const { i18n } = useTranslation();
  useQuery(statisticalQuery(i18n.language));
  return <ShellOverlays />;
}

const guide = async (canvas: Canvas) =>
  within(await canvas.findByRole('dialog', { name: text('overlays:guide.title') }, OVERLAY_WAIT));

const guideQueries = (client: QueryClient) => client.getQueryCache().findAll({ queryKey: tutorialKeys.clickCheck });

/** The guide closings the mock backend has recorded. */
const recordedClicks = () => db.tutorialClicks.findMany((q) => q.where({ guideCode: SPORTS_GUIDE_CODE }));

const meta = preview.meta({
  title: 'Screens/Shell/HomeGuide',
  component: GuideHarness,
  parameters: { route: { path: '/sports' } },
  loaders: [loadShellMessages],
});

/** A guest on a new device: checkClick says success false, so the three tips show; "Got it" records the click. */
export const Shown = meta.story({
  play: async ({ canvas, userEvent }) => {
    const before = recordedClicks().length;
    const tips = await guide(canvas);
    await expect(tips.getByText(text('overlays:guide.progress', { current: 1, total: 3 }))).toBeInTheDocument();
    await expect(tips.getByText(text('overlays:guide.steps.sports'))).toBeInTheDocument();
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.next') }));
    await expect(tips.getByText(text('overlays:guide.steps.odds'))).toBeInTheDocument();
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.next') }));
    await expect(tips.getByText(text('overlays:guide.progress', { current: 3, total: 3 }))).toBeInTheDocument();
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.done') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(recordedClicks()).toHaveLength(before + 1));
  },
});

/** Skipping closes the guide at once and records the click too. */
export const Skipped = meta.story({
  play: async ({ canvas, userEvent }) => {
    const before = recordedClicks().length;
    const tips = await guide(canvas);
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.skip') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(recordedClicks()).toHaveLength(before + 1));
  },
});

/** A member who already closed it (checkClick success true) does not see it. */
export const AlreadySeen = meta.story({
  beforeEach: () => {
    signIn('lotus888');
  },
  play: async ({ canvas, loaded }) => {
    const client = loaded.queryClient as QueryClient;
    await waitFor(() => expect(guideQueries(client).map((query) => query.state.data)).toEqual([true]));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** Off the sports route the guide is never asked for. */
export const OtherRoute = meta.story({
  parameters: { route: { path: '/' } },
  play: async ({ canvas, loaded }) => {
    const client = loaded.queryClient as QueryClient;
    await waitFor(() => expect(guideQueries(client)).toHaveLength(1));
    await expect(guideQueries(client)[0]?.state.fetchStatus).toBe('idle');
    await expect(guideQueries(client)[0]?.state.data).toBeUndefined();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** The dark theme on the last tip. */
export const DarkTheme = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const tips = await guide(canvas);
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.next') }));
    await userEvent.click(tips.getByRole('button', { name: text('overlays:guide.next') }));
    await expect(tips.getByRole('button', { name: text('overlays:guide.done') })).toBeVisible();
  },
});
