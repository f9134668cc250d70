import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { AnchorScreen } from '@/features/live/anchors/screens/AnchorScreen';
import { getGetLiveAnchorsUrl } from '@/shared/api/generated/main/anchors/anchors';
import { PATHS, routePath } from '@/shared/config/paths';
import { awaitNamedList } from '../../../support/finders';
import { downFor, retryAfterFailure } from '../../../support/load-states';
import { text } from '../../../support/text';

const meta = preview.meta({
  title: 'Screens/Live/Anchors/AnchorScreen',
  component: AnchorScreen,
  parameters: { route: { path: PATHS.anchor } },
});

const anchorList = awaitNamedList('anchors:list.title');

/** Every anchor, the ones on air first (marked live), each opening their page. */
export const Anchors = meta.story({
  play: async ({ canvas }) => {
    const list = await anchorList(canvas);
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(db.liveAnchors.all().length);
    await expect(links[0]).toHaveTextContent(text('anchors:live'));
    const live = links.map((link) => link.textContent?.includes(text('anchors:live')) ?? false);
    await expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
    const first = db.liveAnchors.findFirst((q) => q.where({ nickName: links[0]?.querySelector('span span')?.textContent ?? '' }));
    await expect(first).toBeDefined();
    await expect(links[0]).toHaveAttribute('href', routePath('anchorInfo', { id: first?.anchorId ?? 0 }));
  },
});

/** The anchors could not be read; the retry brings them. */
export const Failed = meta.story({
  parameters: downFor(getGetLiveAnchorsUrl()),
  play: retryAfterFailure('anchors:list.failed', anchorList),
});
