// The lobby's records: slot games of each platform, home bar entries and advertisements. Each is the contract's
// schema plus what the mock needs to answer (owner platform, tenant, the texts in every answer language), so a seed
// that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { Advertise, HomeBar, SlotGame } from '@/shared/api/generated/main/zod/schemas/index.zod';

const Texts = z.object({ vi: z.string().min(1), zh: z.string().min(1), en: z.string().min(1) });

export const SlotGameRecord = SlotGame.extend({
  /** The platform (a game of the slot type) the game belongs to. */
  platformId: z.int(),
  names: Texts,
  /** Listed by slotType 3 (jackpot). */
  jackpot: z.boolean(),
  /** Offered on the demo agent line too (the demo line lists only these). */
  demo: z.boolean(),
});
export type SlotGameRecordType = z.infer<typeof SlotGameRecord>;

export const HomeBarRecord = HomeBar.extend({ barType: z.union([z.literal(1), z.literal(2)]), tenantId: z.int(), names: Texts });
export type HomeBarRecordType = z.infer<typeof HomeBarRecord>;

export const AdvertiseRecord = Advertise.extend({ tenantId: z.int(), titles: Texts });
export type AdvertiseRecordType = z.infer<typeof AdvertiseRecord>;

export const lobbyCollections = {
  slotGames: new Collection({ schema: SlotGameRecord }),
  homeBars: new Collection({ schema: HomeBarRecord }),
  advertisements: new Collection({ schema: AdvertiseRecord }),
};
