// Collections of the sports-provider mock, validated by the schemas generated from openapi/sports.yaml. Leagues and
// teams also keep their names in every data language (the match records carry the English ones); the handlers
// answer in the language a request asks for.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { League, MatchRecord, Team } from '@/shared/api/generated/sports/zod/schemas/index.zod';

/** One name in each sports-data language. */
export const LocalNames = z.object({ ENG: z.string(), VIE: z.string(), CMN: z.string() });

export const LeagueRecord = League.extend({ names: LocalNames, regionNames: LocalNames });
export const TeamRecord = Team.extend({ sid: z.int(), leagueId: z.int(), names: LocalNames });

export const leagues = new Collection({ schema: LeagueRecord });
export const teams = new Collection({ schema: TeamRecord });
export const matches = new Collection({ schema: MatchRecord });
