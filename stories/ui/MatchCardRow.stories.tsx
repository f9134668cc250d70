import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { formatOdds } from '@/shared/lib/odds';
import { MatchRow } from '@/shared/ui/match-card/MatchRow';
import { OutrightRow } from '@/shared/ui/match-card/OutrightRow';
import { text } from '../support/text';

/** A seeded match of the kind the story needs, straight from the mock provider's data. */
async function seededMatch(pick: (match: MatchRecord) => boolean): Promise<MatchRecord> {
  await ensureSeeded();
  const match = db.matches.all().find(pick);
  if (!match) throw new Error('The seed has no match of this kind');
  return structuredClone(match);
}

/** Every market of the match suspended (ss 0). */
const suspended = (match: MatchRecord): MatchRecord => ({
  ...match,
  mg: match.mg.map((group) => ({ ...group, mks: group.mks.map((market) => ({ ...market, ss: 0 as const })) })),
});

interface RowArgs {
  kind: 'match' | 'outright';
}

const meta = preview.type<{ args: RowArgs }>().meta({
  title: 'UI/MatchCard/MatchRow',
  args: { kind: 'match' } as const,
  render: (args, { loaded }) => (
    <div style={{ padding: 16, maxWidth: 390 }}>
      {args.kind === 'outright' ? <OutrightRow match={loaded.match as MatchRecord} /> : <MatchRow match={loaded.match as MatchRecord} />}
    </div>
  ),
});

const rowOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/** A live soccer match: period and running clock, score, and handicap, over/under and 1X2 side by side. */
export const LiveSoccer = meta.story({
  loaders: [async () => ({ match: await seededMatch((m) => m.ty === 2 && m.ms === 5 && m.sid === 1) })],
  play: async ({ canvasElement, loaded }) => {
    const match = loaded.match as MatchRecord;
    const row = rowOf(canvasElement);
    await expect(row).toHaveTextContent(/\d{2}:\d{2}/);
    await expect(within(row).getAllByRole('group')).toHaveLength(3);
    const open = match.mg.find((group) => group.mty === 1005)?.mks[0]?.op.find((option) => option.od > 0);
    if (open && match.mg.find((group) => group.mty === 1005)?.mks[0]?.ss === 1) {
      await expect(row).toHaveTextContent(formatOdds(open.od, 1) ?? '');
    }
    await expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', `/match-detail/${match.id}`);
  },
});

/** Before kick-off the row shows the begin time (DD-MM in Vietnamese) instead of a period. */
export const NotStarted = meta.story({
  loaders: [async () => ({ match: await seededMatch((m) => m.ty === 2 && m.ms === 4 && m.sid === 3) })],
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement)).toHaveTextContent(/\d{2}-\d{2} \d{2}:\d{2}/);
  },
});

/** Suspended markets show locks, and the follow star toggles. */
export const SuspendedAndFollowed = meta.story({
  loaders: [async () => ({ match: suspended(await seededMatch((m) => m.ty === 2 && m.ms === 5 && m.sid === 1)) })],
  play: async ({ canvasElement, userEvent }) => {
    const row = rowOf(canvasElement);
    const locks = within(row).getAllByRole('img', { name: text('sports:locked') });
    await expect(locks.length).toBeGreaterThan(0);
    const star = within(row).getByRole('button', { pressed: false, name: new RegExp(`^${text('sports:follow', { name: '' })}`) });
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
  },
});

/** An outright opens its champion page. */
export const Outright = meta.story({
  args: { kind: 'outright' },
  loaders: [async () => ({ match: await seededMatch((m) => m.ty === 1) })],
  play: async ({ canvasElement, loaded }) => {
    const match = loaded.match as MatchRecord;
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', `/champions-detail/${match.id}`);
  },
});
