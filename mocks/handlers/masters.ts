// The masters and their plans (designed calls, openapi/main/paths/masters-designed.yaml): the ranking by hit rate
// or return, one master, their plans, and one plan with its selections. Every figure is computed from the plans'
// matches when asked (masters-plans.ts).
import type { MasterDetailResponse, MasterListResponse, MasterSummary, PlanListResponse, PlanResponse } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { LiveMasterRecordType } from '../db/masters-collections';
import { selectionTextsIn } from '../seed/rooms-texts';
import { fail, ok, resultCodes } from './main-envelope';
import { masterStats, planStanding, plansOf, planSummary, returnPercent } from './masters-plans';
import { route } from './routes';
import { textLanguageOf, type TextLanguage } from './text-language';

export const { codes: MasterCode, messages: masterMessages } = resultCodes({
  masterNotFound: [1011000003, { vi: 'Không tìm thấy chuyên gia', zh: '找不到该专家', en: 'This expert does not exist' }],
  planNotFound: [1011000004, { vi: 'Không tìm thấy nhận định', zh: '找不到该方案', en: 'This tip does not exist' }],
});

type Sort = 'hitRate' | 'returnRate';

function masterSummary(master: LiveMasterRecordType, language: TextLanguage): MasterSummary {
  const plans = plansOf(master.masterId);
  return {
    masterId: master.masterId,
    nickName: master.nickName,
    avatar: master.avatar,
    intro: master.intros[language],
    openPlans: plans.filter((plan) => planStanding(plan).state === 'open').length,
    stats: masterStats(plans),
  };
}

/** Every master, best first by `sort` (ties by the other figure, then by how many plans were settled). */
export function rankedMasters(language: TextLanguage, sort: Sort): MasterSummary[] {
  const other: Sort = sort === 'hitRate' ? 'returnRate' : 'hitRate';
  return db.liveMasters
    .all()
    .map((master) => masterSummary(master, language))
    .sort((a, b) => b.stats[sort] - a.stats[sort] || b.stats[other] - a.stats[other] || b.stats.settledPlans - a.stats.settledPlans || a.masterId - b.masterId);
}

const masterFail = () => fail(MasterCode.masterNotFound, masterMessages[MasterCode.masterNotFound]);
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

export const mastersHandlers = [
  route<never, never, MasterListResponse>({ api: 'main', method: 'GET', path: '/api/live/master/list', auth: false }, ({ request }) =>
    ok(rankedMasters(textLanguageOf(request), param(request, 'sort') === 'returnRate' ? 'returnRate' : 'hitRate')),
  ),

  route<never, never, MasterDetailResponse>({ api: 'main', method: 'GET', path: '/api/live/master/detail', auth: false }, ({ request }) => {
    const masterId = Number(param(request, 'masterId'));
    const master = db.liveMasters.findFirst((q) => q.where({ masterId }));
    if (!master) return masterFail();
    const language = textLanguageOf(request);
    const rank = rankedMasters(language, 'hitRate').findIndex((entry) => entry.masterId === masterId) + 1;
    return ok({ ...masterSummary(master, language), bio: master.bios[language], rank });
  }),

  route<never, never, PlanListResponse>({ api: 'main', method: 'GET', path: '/api/live/master/plans', auth: false }, ({ request }) => {
    const masterId = Number(param(request, 'masterId'));
    if (!db.liveMasters.findFirst((q) => q.where({ masterId }))) return masterFail();
    const filter = param(request, 'state') ?? 'all';
    const language = textLanguageOf(request);
    const plans = plansOf(masterId)
      .map((plan) => ({ plan, standing: planStanding(plan) }))
      .filter(({ standing }) => filter === 'all' || (filter === 'open') === (standing.state === 'open'))
      .sort((a, b) => {
        const openA = a.standing.state === 'open';
        const openB = b.standing.state === 'open';
        if (openA !== openB) return openA ? -1 : 1;
        return openA ? a.standing.kickOff - b.standing.kickOff : b.standing.lastKickOff - a.standing.lastKickOff || b.plan.planId - a.plan.planId;
      })
      .map(({ plan, standing }) => planSummary(plan, language, standing));
    return ok(plans);
  }),

  route<never, never, PlanResponse>({ api: 'main', method: 'GET', path: '/api/live/plan/detail', auth: false }, ({ request }) => {
    const planId = Number(param(request, 'planId'));
    const plan = db.livePlans.findFirst((q) => q.where({ planId }));
    if (!plan) return fail(MasterCode.planNotFound, masterMessages[MasterCode.planNotFound]);
    const language = textLanguageOf(request);
    const standing = planStanding(plan);
    const master = db.liveMasters.findFirst((q) => q.where({ masterId: plan.masterId }));
    const selections = plan.legs.map((leg, index) => {
      const match = db.matches.findFirst((q) => q.where({ id: leg.matchId }));
      const legStanding = standing.legs[index];
      const names = match ? selectionTextsIn(match, leg, language) : { matchName: '', marketName: '', optionName: '' };
      return {
        ...leg,
        ...names,
        kickOff: legStanding?.kickOff ?? 0,
        result: legStanding?.result ?? 'void',
        ...(legStanding?.finalScore === undefined ? {} : { finalScore: legStanding.finalScore }),
      };
    });
    return ok({
      ...planSummary(plan, language, standing),
      masterNickName: master?.nickName ?? '',
      reasoning: plan.reasonings[language],
      selections,
      returnRate: standing.factor === null ? null : returnPercent(standing.factor),
    });
  }),
];
