// The member's letters: pages by type, one letter, read and delete (one or many), unread counts per tab. Every
// change keeps the account tab's badge count (queryLetterCount) in step. Titles, bodies and failure messages are
// answered in the request's language; each letter stays one record.
import type {
  EmptyResponse,
  Letter,
  LetterPageResponse,
  LetterResponse,
  LetterTypeCountResponse,
} from '@/shared/api/generated/main/model';
import {
  LetterIdRequest,
  LetterIdsRequest,
  LetterListRequest,
  LetterStatusBatchRequest,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import type { LetterRecordType } from '../db/account-collections';
import { LETTER_BODIES, LETTER_TITLES } from '../seed/letters';
import { AccountCode, page, parseBody } from './account-shared';
import { unreadLetterCounts } from './letter-store';
import { ok } from './main-envelope';
import { memberRoute } from './routes';
import { accountFailFor, messageCatalogue } from './service-language';
import { textLanguageOf, type TextLanguage } from './text-language';

const letterTexts = messageCatalogue(LETTER_TITLES, LETTER_BODIES);

const toLetter =
  (language: TextLanguage) =>
  ({ id, title, content, letType, status, sendTime }: LetterRecordType): Letter => ({
    id,
    ...letterTexts({ title, content }, language),
    letType,
    status,
    sendTime,
  });

const newestFirst = (a: LetterRecordType, b: LetterRecordType): number =>
  b.sendTime.localeCompare(a.sendTime) || b.id - a.id;

const findLetter = (memberId: number, id: number) => db.letters.findFirst((q) => q.where({ memberId, id }));

async function markRead(memberId: number, ids: readonly number[]): Promise<void> {
  await db.letters.updateMany((q) => q.where({ memberId, id: (id) => ids.includes(id), status: 0 }), {
    data: (draft) => {
      draft.status = 1;
    },
  });
}

function remove(memberId: number, ids: readonly number[]): void {
  db.letters.deleteMany((q) => q.where({ memberId, id: (id) => ids.includes(id) }));
}

export const letterHandlers = [
  memberRoute<never, never, LetterPageResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/letter/config/queryLetterConfigSendList' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterListRequest);
      if (!body) return accountFailFor(request, AccountCode.badRequest);
      const { letType, current = 1, size = 20 } = body;
      const letters = db.letters.findMany((q) => q.where({ memberId: auth.member.id, letType })).sort(newestFirst);
      return ok(page(letters.map(toLetter(textLanguageOf(request))), current, size));
    },
  ),

  memberRoute<never, never, LetterResponse>(
    { api: 'main', method: 'POST', path: '/api/operation/letter/config/queryLetterConfigDetail' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterIdRequest);
      const letter = body ? findLetter(auth.member.id, body.id) : undefined;
      return letter ? ok(toLetter(textLanguageOf(request))(letter)) : accountFailFor(request, AccountCode.letterNotFound);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/operation/letter/config/updateLetterStatus' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterIdRequest);
      if (!body || !findLetter(auth.member.id, body.id)) return accountFailFor(request, AccountCode.letterNotFound);
      await markRead(auth.member.id, [body.id]);
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/operation/letter/config/updateLetterStatusBatch' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterStatusBatchRequest);
      if (!body) return accountFailFor(request, AccountCode.badRequest);
      const ofType = db.letters.findMany((q) => q.where({ memberId: auth.member.id, letType: body.letType }));
      const ids = ofType.map((letter) => letter.id).filter((id) => body.ids === undefined || body.ids.includes(id));
      await markRead(auth.member.id, ids);
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/operation/letter/config/deleteLetter' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterIdRequest);
      if (!body || !findLetter(auth.member.id, body.id)) return accountFailFor(request, AccountCode.letterNotFound);
      remove(auth.member.id, [body.id]);
      return ok(null);
    },
  ),

  memberRoute<never, never, EmptyResponse>(
    { api: 'main', method: 'PUT', path: '/api/operation/letter/config/deleteLetters' },
    async ({ request, auth }) => {
      const body = await parseBody(request, LetterIdsRequest);
      if (!body) return accountFailFor(request, AccountCode.noLetterSelected);
      remove(auth.member.id, body.ids);
      return ok(null);
    },
  ),

  memberRoute<never, never, LetterTypeCountResponse>(
    { api: 'main', method: 'GET', path: '/api/operation/letter/config/queryLetterTypeCount' },
    ({ auth }) => ok(unreadLetterCounts(auth.member.id)),
  ),
];
