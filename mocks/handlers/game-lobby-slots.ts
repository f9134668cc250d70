// POST /api/game/home/slot/list/ (no session needed): the games of one slot platform (`id`, a game of the slot
// type) in display order, filtered by slotType (0 all, 1 hot, 2 new, 3 jackpot), names in the request's language.
// The agent line (`line`) chooses the catalogue: the demo line lists only the games offered for demo play, every
// other line (or none) the full catalogue. A platform inside a maintenance window still lists its games (the lobby
// badges them from the game type list; entering answers 1010000001).
import type { SlotGame, SlotGameListResponse } from '@/shared/api/generated/main/model';
import { SlotListRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { SLOT_GAME_TYPE_ID } from '@/shared/game-types/lib/game-type-rules';
import { db } from '../db';
import type { SlotGameRecordType } from '../db/game-lobby-collections';
import { findEntry, LobbyCode, lobbyFail, seededTypes, type TypesSource } from './game-lobby-catalogue';
import { jsonBody, ok } from './main-envelope';
import { route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const SLOT_LIST = { api: 'main', method: 'POST', path: '/api/game/home/slot/list/' } as const;

/** The agent line whose slot list holds only the demo games (the demo agent group). */
export const DEMO_LINE = 'lotus-demo';

const FILTERS: Readonly<Record<number, (game: SlotGameRecordType) => boolean>> = {
  0: () => true,
  1: (game) => game.isHot === true,
  2: (game) => game.isNew === true,
  3: (game) => game.jackpot,
};

const toSlotGame = ({ platformId: _platform, names, jackpot: _jackpot, demo: _demo, ...game }: SlotGameRecordType, language: TextLanguage): SlotGame => ({
  ...game,
  name: names[language],
});

/** A platform's games on a line with a filter, in display order. */
export function slotGamesOf(platformId: number, line: string, slotType: number, language: TextLanguage): SlotGame[] {
  const keep = FILTERS[slotType] ?? FILTERS[0]!;
  return db.slotGames
    .findMany((q) => q.where({ platformId }))
    .filter((game) => keep(game) && (line !== DEMO_LINE || game.demo))
    .sort((a, b) => (a.sortNum ?? 0) - (b.sortNum ?? 0))
    .map((game) => toSlotGame(game, language));
}

/** The slot list over a game type list; `line` set answers every request as coming from that agent line. */
export function slotListHandler(source: TypesSource = seededTypes, line?: string) {
  return route<never, never, SlotGameListResponse>({ ...SLOT_LIST, auth: false }, async ({ request }) => {
    const language = textLanguageOf(request);
    const parsed = SlotListRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return lobbyFail(LobbyCode.badRequest);
    const { id, slotType } = parsed.data;
    const found = findEntry(source(), id);
    if (!found || found.type.id !== SLOT_GAME_TYPE_ID) return ok([]);
    return ok(slotGamesOf(id, line ?? parsed.data.line ?? '', slotType, language));
  });
}
