// The client's error reports (POST /healthycheck/upLoadLog/uploadLogOperate), kept in db.errorLogs for the tests.
import type { EmptyResponse } from '@/shared/api/generated/main/model';
import { ErrorLogRequest } from '@/shared/api/generated/main/zod/schemas/index.zod';
import { db } from '../db';
import { BAD_REQUEST } from './auth-register';
import { fail, jsonBody, ok } from './main-envelope';
import { route } from './routes';

export const errorLogHandlers = [
  route<never, never, EmptyResponse>(
    { api: 'main', method: 'POST', path: '/healthycheck/upLoadLog/uploadLogOperate', auth: false },
    async ({ request }) => {
      const parsed = ErrorLogRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return fail(BAD_REQUEST, 'Dữ liệu không hợp lệ');
      const { interfaceAddress, sendTime, modelName = '', rpsMsg = '' } = parsed.data;
      await db.errorLogs.create({ interfaceAddress, sendTime, modelName, rpsMsg, receivedAt: Date.now() });
      return ok(null);
    },
  ),
];
