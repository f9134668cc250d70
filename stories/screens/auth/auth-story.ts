// Helpers of the sign-in and registration stories: the slide captcha, the area picker, and
// what the mock backend recorded (error reports, members) for play functions to compare with.
import { expect, fireEvent, waitFor } from 'storybook/test';
import { puzzleGap } from '@mocks/handlers/verification-puzzle';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import { labelledField } from '../../support/finders';
import type { Canvas } from '../../support/play';
import { text } from '../../support/text';

/** The gap of the puzzle on screen, once the mock has drawn its picture. */
export async function puzzleGapOnScreen(canvas: Canvas): Promise<{ slider: HTMLElement; gap: number }> {
  const slider = canvas.getByRole('slider', { name: text('auth:login.slide') });
  let gap: number | undefined;
  await waitFor(() => {
    gap = puzzleGap(slider.dataset.token ?? '');
    expect(gap).toBeDefined();
  });
  return { slider, gap: gap ?? 0 };
}

/**
 * Drags the puzzle's piece to `offset` pixels past the gap (0: into it) in a few steps, as a drag does (user-event
 * cannot drag a range input; these are a drag's input events).
 */
export async function slide(canvas: Canvas, offset = 0): Promise<void> {
  const { slider, gap } = await puzzleGapOnScreen(canvas);
  for (const value of [gap / 3, (gap * 2) / 3, gap + offset]) fireEvent.input(slider, { target: { value: String(Math.round(value)) } });
  await expect(await canvas.findByText(text('auth:login.slideDone'))).toBeVisible();
}

/** The mobile tabs' phone number and SMS code fields, on the login and the registration screen alike. */
export const phoneField = labelledField('auth:form.phone');
export const codeField = labelledField('auth:form.code');

/** The area-code button (its name carries the current code). */
export function areaButton(canvas: Canvas, code: string): HTMLElement {
  return canvas.getByRole('button', { name: text('auth:form.areaCode', { code }) });
}

/** Error reports the log service received under a page event. */
export function reportsOf(modelName: string) {
  return db.errorLogs.findMany((q) => q.where({ modelName }));
}

/** The stored password of an account (what the next login must send). */
export async function passwordOf(userName: string): Promise<string | undefined> {
  await ensureSeeded();
  return db.credentials.findFirst((q) => q.where({ userName }))?.password;
}

/** Binds an e-mail to a seeded member, as /mail would have done before. */
export async function bindEmail(userName: string, email: string): Promise<void> {
  await ensureSeeded();
  await db.members.update((q) => q.where({ userName }), {
    data: (member) => {
      member.email = email;
    },
  });
}
