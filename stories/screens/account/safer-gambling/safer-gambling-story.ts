// Helpers of the safer-gambling stories: set a seeded member's limit in the mock backend, read it back, and find a
// limit's row on the limits screen.
import { limitRecord, saveLimit, settingsOf, type LimitKey } from '@mocks/handlers/safer-gambling-store';
import { within } from 'storybook/test';
import { zonedIso } from '@/shared/safer-gambling/lib/periods';
import { seededMember } from '../../../support/expected';
import type { Canvas } from '../../../support/play';
import { startsWith, text } from '../../../support/text';

/** Gives lotus888 (or another seeded member) a limit in force now. */
export async function setLimitOf(userName: string, key: LimitKey, value: number): Promise<void> {
  const { member } = await seededMember(userName);
  await saveLimit({ memberId: member.id, ...key, value, pendingValue: null, pendingFrom: null });
}

/** The member's limit as the mock holds it now, its waiting change's time in the member's zone. */
export async function limitNow(userName: string, key: LimitKey) {
  const { member } = await seededMember(userName);
  const record = limitRecord(member.id, key, Date.now());
  const { timeZone } = settingsOf(member.id);
  return { ...record, pendingFromIso: record.pendingFrom === null ? null : zonedIso(record.pendingFrom, timeZone), timeZone };
}

/** The row of one limit (a kind's list, the period's button). */
export async function limitRow(canvas: Canvas, kind: string, period: string): Promise<HTMLElement> {
  const list = within(await canvas.findByRole('list', { name: text(`safer-gambling:kind.${kind}`) }));
  return list.getByRole('button', { name: startsWith(text(`safer-gambling:period.${period}`)) });
}
