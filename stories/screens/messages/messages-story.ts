import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';

/** Announcements of a type as the seed holds them. */
export async function announcementsOf(annType: 0 | 1) {
  await ensureSeeded();
  return db.announcements.findMany((q) => q.where({ annType }));
}

/**
 * Seeded letters and notices carry <img src="x">, a relative picture that does not exist: the browser asks for /x
 * once the clean markup is on the page, and the answer is a 404 as from any web server.
 */
export function missingPicture(): HttpHandler[] {
  return [http.get('*/x', () => new HttpResponse(null, { status: 404 }))];
}
