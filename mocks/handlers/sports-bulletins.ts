// Sports-provider bulletins: the pinned ones (listTop) and a page of all current ones (listPage), newest first, in
// the language the request asks for (Simplified Chinese, Vietnamese or English; English for the others).
import type { Bulletin, BulletinListResponse, BulletinPageResponse } from '@/shared/api/generated/sports/model';
import { BulletinPageRequest, BulletinTopRequest } from '@/shared/api/generated/sports/zod/schemas/index.zod';
import { db } from '../db';
import type { SportsBulletin } from '../db/sports-order-collections';
import { route } from './routes';
import { sportsOk, sportsPage } from './sports-envelope';
import { asProvider, sportsPost } from './sports-route';

type Written = keyof SportsBulletin['texts'];

/** The language a bulletin is shown in: the requested one when written in it, else English. */
export function bulletinLanguage(languageType: string | undefined): Written {
  if (languageType === 'CMN' || languageType === 'ZHO') return 'CMN';
  return languageType === 'VIE' ? 'VIE' : 'ENG';
}

/** Bulletins published by `now` and not yet expired, newest first. */
function current(now: number): SportsBulletin[] {
  return db.sportsBulletins
    .all()
    .filter((b) => b.publishTime <= now && (b.expireTime === null || b.expireTime > now))
    .sort((a, b) => b.publishTime - a.publishTime || b.id - a.id);
}

function inLanguage(bulletin: SportsBulletin, language: Written): Bulletin {
  const { texts, sportId, ...rest } = bulletin;
  return { ...rest, ...texts[language], ...(sportId === undefined ? {} : { sportId }) };
}

export const sportsBulletinHandlers = [
  route<never, never, BulletinListResponse>(
    sportsPost('/v1/bulletin/listTop'),
    asProvider(BulletinTopRequest, ({ body }) => {
      const language = bulletinLanguage(body.languageType);
      const pinned = current(Date.now()).filter((b) => b.top);
      return sportsOk(pinned.slice(0, body.size).map((b) => inLanguage(b, language)));
    }),
  ),

  route<never, never, BulletinPageResponse>(
    sportsPost('/v1/bulletin/listPage'),
    asProvider(BulletinPageRequest, ({ body }) => {
      const { current: page, size, type, languageType } = body;
      const language = bulletinLanguage(languageType);
      const found = current(Date.now()).filter((b) => type === undefined || b.type === type);
      return sportsOk(sportsPage(found, { current: page, size }, (b) => inLanguage(b, language)));
    }),
  ),
];
