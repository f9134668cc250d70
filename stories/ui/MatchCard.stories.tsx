import preview from '../../.storybook/preview';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import { formatOdds, type OddsFormat } from '@/shared/lib/odds';
import { MatchCard } from '@/shared/ui/match-card/MatchCard';
import { text } from '../support/text';

/** A seeded soccer match in the given status (5 live, 4 not started), straight from the mock provider's data. */
async function seededMatch(ms: 4 | 5): Promise<MatchRecord> {
  await ensureSeeded();
  const match = db.matches.findFirst((q) => q.where({ ms, sid: 1, ty: 2 }));
  if (!match) throw new Error(`The seed has no soccer match with status ${ms}`);
  return structuredClone(match);
}

/** The same match with its headline market suspended: the provider sends negative odds. */
function suspended(match: MatchRecord): MatchRecord {
  const copy = structuredClone(match);
  for (const option of copy.mg?.[0]?.mks?.[0]?.op ?? []) option.od = -999;
  return copy;
}

function SeededMatchCard({ match, oddsFormat }: { match: MatchRecord; oddsFormat: OddsFormat }) {
  const { t, i18n } = useTranslation('sports');
  return (
    <div style={{ padding: 16 }}>
      <MatchCard match={match} language={i18n.language} oddsFormat={oddsFormat} labels={{ live: t('live'), locked: t('locked') }} />
    </div>
  );
}

/** The story's control: the odds format; the match itself comes from the seed (see each story's loader). */
interface CardArgs {
  oddsFormat: OddsFormat;
}

const meta = preview.type<{ args: CardArgs }>().meta({
  title: 'UI/MatchCard',
  args: { oddsFormat: 1 } as const,
  render: (args, { loaded }) => <SeededMatchCard oddsFormat={args.oddsFormat} match={loaded.match as MatchRecord} />,
});

const teamsOf = (match: MatchRecord) => `${match.ts?.[0]?.na ?? ''} - ${match.ts?.[1]?.na ?? ''}`;
const headline = (match: MatchRecord) => match.mg?.[0]?.mks?.[0]?.op ?? [];

export const Live = meta.story({
  loaders: [async () => ({ match: await seededMatch(5) })],
  play: async ({ canvas, loaded }) => {
    const match = loaded.match as MatchRecord;
    const card = canvas.getByRole('article', { name: teamsOf(match) });
    await expect(card).toHaveTextContent(text('sports:live'));
    await expect(card).toHaveTextContent(match.lg.na ?? '');
    for (const option of headline(match)) {
      await expect(card).toHaveTextContent(formatOdds(option.od, 1) ?? text('sports:locked'));
    }
  },
});

export const NotStarted = meta.story({
  loaders: [async () => ({ match: await seededMatch(4) })],
  play: async ({ canvas, loaded }) => {
    const match = loaded.match as MatchRecord;
    const card = canvas.getByRole('article', { name: teamsOf(match) });
    await expect(card).not.toHaveTextContent(text('sports:live'));
    await expect(card).toHaveTextContent(/\d{2}-\d{2} \d{2}:\d{2}/);
  },
});

export const HongKongOdds = meta.story({
  args: { oddsFormat: 2 },
  loaders: [async () => ({ match: await seededMatch(4) })],
  play: async ({ canvas, loaded }) => {
    const match = loaded.match as MatchRecord;
    const card = canvas.getByRole('article', { name: teamsOf(match) });
    const open = headline(match).find((option) => formatOdds(option.od, 2) !== null);
    await expect(open).toBeDefined();
    await expect(card).toHaveTextContent(formatOdds(open?.od, 2) ?? '');
  },
});

export const Suspended = meta.story({
  loaders: [async () => ({ match: suspended(await seededMatch(5)) })],
  play: async ({ canvas, loaded }) => {
    const match = loaded.match as MatchRecord;
    const card = canvas.getByRole('article', { name: teamsOf(match) });
    const locked = card.querySelectorAll('span');
    const lockedLabels = [...locked].filter((span) => span.textContent === text('sports:locked'));
    await expect(lockedLabels).toHaveLength(headline(match).length);
  },
});
