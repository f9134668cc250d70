// How the masters' plans stand, read from the sportsbook's matches when asked: a selection is open until its match
// ends, then settles as a bet on it would (sports-settlement-rules.ts); a plan settles as a multiple of its
// selections once every match has ended. A master's hit rate and return are computed over their most recent settled
// plans, so they move as the live simulator ends matches.
import type { MasterStats, PlanLegResult, PlanState, PlanSummary } from '@/shared/api/generated/main/model';
import { db } from '../db';
import type { LivePlanRecordType, PlanLegRecordType } from '../db/masters-collections';
import { comboReturn, legOutcome, settlingScore, VOID_STATUSES, type LegOutcome } from './sports-settlement-rules';
import type { TextLanguage } from './text-language';

/** How many of a master's latest settled plans their stats count. */
export const RECENT_PLANS = 20;
/** How many results the recent form shows. */
const FORM = 5;

const RESULT: Readonly<Record<LegOutcome, PlanLegResult>> = { win: 'won', halfWin: 'halfWon', push: 'push', halfLoss: 'halfLost', loss: 'lost', void: 'void' };

export interface LegStanding {
  result: PlanLegResult;
  outcome: LegOutcome | undefined;
  kickOff: number;
  finalScore: string | undefined;
}

/** One selection now: open while its match is on, else its settled result (void when the match is gone). */
export function legStanding(leg: PlanLegRecordType): LegStanding {
  const match = db.matches.findFirst((q) => q.where({ id: leg.matchId }));
  if (!match) return { result: 'void', outcome: 'void', kickOff: 0, finalScore: undefined };
  if (VOID_STATUSES.has(match.ms)) return { result: 'void', outcome: 'void', kickOff: match.bt, finalScore: undefined };
  if (match.ms !== 0) return { result: 'open', outcome: undefined, kickOff: match.bt, finalScore: undefined };
  const score = settlingScore(match, leg.marketType, leg.period);
  const whole = settlingScore(match, undefined, undefined);
  const outcome = legOutcome({ mty: leg.marketType, ty: leg.optionType, li: leg.line }, score) ?? 'void';
  return { result: RESULT[outcome], outcome, kickOff: match.bt, finalScore: `${whole[0]}-${whole[1]}` };
}

export interface PlanStanding {
  state: PlanState;
  legs: LegStanding[];
  /** What one unit staked returns once settled (stake included); null while open. */
  factor: number | null;
  kickOff: number;
  /** The last kick-off: settled plans are ordered by it. */
  lastKickOff: number;
}

const EPSILON = 1e-9;

export function planStanding(plan: LivePlanRecordType): PlanStanding {
  const legs = plan.legs.map(legStanding);
  const kickOffs = legs.map((leg) => leg.kickOff);
  const base = { legs, kickOff: Math.min(...kickOffs), lastKickOff: Math.max(...kickOffs) };
  if (legs.some((leg) => leg.outcome === undefined)) return { ...base, state: 'open', factor: null };
  const factor = comboReturn(plan.legs.map((leg, i) => ({ od: leg.odds, outcome: legs[i]?.outcome ?? 'void' })));
  const state: PlanState = factor > 1 + EPSILON ? 'won' : factor < 1 - EPSILON ? 'lost' : 'void';
  return { ...base, state, factor };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Profit per unit staked in percent, one decimal. */
export const returnPercent = (factor: number): number => round1((factor - 1) * 100);

/** A master's record over their RECENT_PLANS latest settled plans (void plans not counted). */
export function masterStats(plans: readonly LivePlanRecordType[]): MasterStats {
  const settled = plans
    .map(planStanding)
    .filter((standing): standing is PlanStanding & { factor: number } => standing.state === 'won' || standing.state === 'lost')
    .sort((a, b) => b.lastKickOff - a.lastKickOff)
    .slice(0, RECENT_PLANS);
  const won = settled.filter((plan) => plan.state === 'won').length;
  const count = settled.length;
  const profit = settled.reduce((sum, plan) => sum + plan.factor - 1, 0);
  return {
    settledPlans: count,
    wonPlans: won,
    hitRate: count === 0 ? 0 : round1((won / count) * 100),
    returnRate: count === 0 ? 0 : round1((profit / count) * 100),
    recentForm: settled.slice(0, FORM).map((plan) => (plan.state === 'won' ? 'won' : 'lost')),
  };
}

export function planSummary(plan: LivePlanRecordType, language: TextLanguage, standing = planStanding(plan)): PlanSummary {
  return {
    planId: plan.planId,
    masterId: plan.masterId,
    title: plan.titles[language],
    state: standing.state,
    selectionCount: plan.legs.length,
    totalOdds: round2(plan.legs.reduce((product, leg) => product * leg.odds, 1)),
    createTime: plan.createTime,
    kickOff: standing.kickOff,
  };
}

export const plansOf = (masterId: number): LivePlanRecordType[] => db.livePlans.findMany((q) => q.where({ masterId }));
