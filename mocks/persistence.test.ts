import { afterEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../tests/setup/guards';
import { clearDb, db } from './db';
import { forgetDb, restoreDb, saveDb, snapshotDb } from './persistence';
import { reseed } from './seed';

describe('browser mock persistence', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await reseed();
  });

  it('gives back after a reload exactly the records the session changed', async () => {
    await reseed();
    const member = db.members.findFirst((q) => q.where({ userName: 'lotus888' }), { strict: true });
    await db.members.update((q) => q.where({ id: member.id }), {
      data: (draft) => {
        draft.nickName = 'Hoa Sen';
      },
    });
    const before = snapshotDb();
    saveDb(sessionStorage);

    clearDb();
    expect(db.members.all()).toHaveLength(0);
    expect(await restoreDb(sessionStorage)).toBe(true);

    expect(snapshotDb()).toEqual(before);
    expect(db.members.findFirst((q) => q.where({ id: member.id }))?.nickName).toBe('Hoa Sen');
  });

  it('says there is nothing to restore when nothing was saved or it was forgotten', async () => {
    await reseed();
    expect(await restoreDb(sessionStorage)).toBe(false);
    saveDb(sessionStorage);
    forgetDb(sessionStorage);
    expect(await restoreDb(sessionStorage)).toBe(false);
  });

  it('drops a saved database that no longer fits the schemas, leaving the database empty for a fresh seed', async () => {
    expectConsoleErrors(); // the collection reports the record it refused
    sessionStorage.setItem('lotus.mockDb', JSON.stringify({ members: [{ id: 'not a number' }] }));
    expect(await restoreDb(sessionStorage)).toBe(false);
    expect(sessionStorage.getItem('lotus.mockDb')).toBeNull();
    expect(db.members.all()).toHaveLength(0);

    sessionStorage.setItem('lotus.mockDb', '{not json');
    expect(await restoreDb(sessionStorage)).toBe(false);
  });
});
