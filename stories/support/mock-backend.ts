import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '@mocks/db';
import { sportsMaintenance } from '@mocks/handlers/sports-envelope';
import { findScenario } from '@mocks/scenarios';
import { ensureSeeded } from '@mocks/seed';

/** The handlers of a named mock scenario (mocks/scenarios); a typo fails the story instead of passing quietly. */
export function scenario(name: string): HttpHandler[] {
  const found = findScenario(name);
  if (!found) throw new Error(`Unknown mock scenario "${name}"`);
  return found.handlers;
}

/** The path an API address is answered under (a generated get…Url() may carry query parameters). */
const pathOf = (url: string): string => url.split('?')[0] ?? url;

/** Calls to these API addresses never get an answer: the screen stays in its loading state. */
export function neverAnswer(...urls: string[]): HttpHandler[] {
  return urls.map((url) =>
    http.all(`*${pathOf(url)}`, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  );
}

/** Calls to these API addresses fail at the network level (no response at all). */
export function networkDown(...urls: string[]): HttpHandler[] {
  return urls.map((url) => http.all(`*${pathOf(url)}`, () => HttpResponse.error()));
}

/**
 * The sports provider is under maintenance for these API addresses: each call answers code 8 with a window that
 * began ten minutes ago and ends in two hours.
 */
export function providerMaintenance(...urls: string[]): HttpHandler[] {
  return urls.map((url) =>
    http.post(`*${pathOf(url)}`, () => {
      const now = Date.now();
      return sportsMaintenance(now - 10 * 60_000, now + 2 * 3_600_000);
    }),
  );
}

/** Removes every live match from the seeded provider data (nothing is in play right now). */
export async function endAllLiveMatches(): Promise<void> {
  await ensureSeeded();
  db.matches.deleteMany((q) => q.where({ ms: 5 }));
}

/** Adds `count` more live soccer matches, copies of a seeded one with their own ids (a busy evening). */
export async function addLiveSoccerMatches(count: number): Promise<void> {
  await ensureSeeded();
  const template = db.matches.findFirst((q) => q.where({ ms: 5, sid: 1, ty: 2 }));
  if (!template) throw new Error('The seed has no live soccer match to copy');
  const highest = Math.max(...db.matches.all().map((match) => match.id));
  for (let i = 1; i <= count; i += 1) {
    await db.matches.create({ ...structuredClone(template), id: highest + i });
  }
}
