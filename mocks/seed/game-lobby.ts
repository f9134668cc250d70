// The lobby's seed beside the game type list: slot games, home bars and advertisements.
import { seedAdvertisements } from './advertise';
import { seedSlotGames } from './game-lobby-slots';
import { seedHomeBars } from './home-bar';
import { createRandom } from './random';

/** The seed number offset of the slot catalogue (other domains use seed + 1, + 2). */
const SLOT_SEED_OFFSET = 12;

export async function seedLobby(now: number, seed: number): Promise<void> {
  await seedSlotGames(createRandom(seed + SLOT_SEED_OFFSET));
  await seedHomeBars();
  await seedAdvertisements(now);
}
