// The country list behind every area-code picker (GET /api/user/countrycode/list), from the seeded countries.
import type { CountryCodeListResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import { ok } from './main-envelope';
import { route } from './routes';

export const countryHandlers = [
  route<never, never, CountryCodeListResponse>(
    { api: 'main', method: 'GET', path: '/api/user/countrycode/list', auth: false },
    () => ok(db.countries.findMany(undefined, { orderBy: { id: 'asc' } })),
  ),
];
