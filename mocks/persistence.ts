// The browser mock's database outlives a page reload for the rest of the browser session (sessionStorage), so a
// member registered or a card bound while trying the app is still there after a refresh, as with a real backend.
// A new tab, or any URL with `?mockReset=1`, starts from the seed again.
import { clearDb, db } from './db';

const DB_KEY = 'lotus.mockDb';

type Snapshot = Record<string, unknown[]>;

/** Every record of every collection, as plain JSON (the collections hold no dates, maps or relations). */
export function snapshotDb(): Snapshot {
  return Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()]));
}

/** Writes the database to storage; when storage is full or blocked the next load seeds afresh. */
export function saveDb(storage: Storage): void {
  try {
    storage.setItem(DB_KEY, JSON.stringify(snapshotDb()));
  } catch {
    storage.removeItem(DB_KEY);
  }
}

/** Loads a saved database. False (and an empty database) when there is none or it no longer fits the schemas. */
export async function restoreDb(storage: Storage): Promise<boolean> {
  const saved = storage.getItem(DB_KEY);
  if (!saved) return false;
  try {
    const snapshot = JSON.parse(saved) as Snapshot;
    clearDb();
    for (const [name, collection] of Object.entries(db)) {
      for (const record of snapshot[name] ?? []) await collection.create(record as never);
    }
    return true;
  } catch {
    storage.removeItem(DB_KEY);
    clearDb();
    return false;
  }
}

export function forgetDb(storage: Storage): void {
  storage.removeItem(DB_KEY);
}
