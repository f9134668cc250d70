// The notices (bulletins) as the sportsbook stories need them: none at all, and the check that the list says so.
import { expect } from 'storybook/test';
import { db } from '@mocks/db';
import { ensureSeeded } from '@mocks/seed';
import type { Play } from '../../../support/play';
import { text } from '../../../support/text';

/** A beforeEach that removes every seeded notice. */
export async function clearBulletins(): Promise<void> {
  await ensureSeeded();
  db.sportsBulletins.clear();
}

/** The notices list says there are none. */
export const showsNoBulletins: Play = async ({ canvas }) => {
  await expect(await canvas.findByText(text('sports-help:bulletins.empty'))).toBeVisible();
};
