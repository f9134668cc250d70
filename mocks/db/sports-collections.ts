// Collections of the sports-provider mock, validated by the schemas generated from openapi/sports.yaml.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { League, MatchRecord, Team } from '@/shared/api/generated/sports/zod/schemas/index.zod';

export const TeamRecord = Team.extend({ sid: z.int(), leagueId: z.int() });

export const leagues = new Collection({ schema: League });
export const teams = new Collection({ schema: TeamRecord });
export const matches = new Collection({ schema: MatchRecord });
