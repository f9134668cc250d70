// The game type list (lobby catalogue with maintenance windows). Records are checked by the generated GameType
// schema, so a seed or scenario that drifts from the contract fails on create.
import { Collection } from '@msw/data';
import { GameType } from '@/shared/api/generated/main/zod/schemas/index.zod';

export const gameTypes = new Collection({ schema: GameType });

export const gameTypeCollections = { gameTypes };
