import { describe, expect, it } from 'vitest';
import { db } from './db';
import { puzzleGap, puzzleOf } from './handlers/verification-puzzle';
import { resetMockState } from './node';
import { reseed } from './seed';

const token = (n: number) => n.toString(16).padStart(32, 'b');

describe('the mock reset', () => {
  it('forgets the slide puzzles drawn so far when the database was only read (no reseed needed)', async () => {
    await reseed();
    const gap = puzzleOf(token(1)).gapX;
    expect(puzzleGap(token(1))).toBe(gap);
    await resetMockState();
    expect(puzzleGap(token(1))).toBeUndefined();
  });

  it('forgets them when the database changed and is seeded again', async () => {
    puzzleOf(token(2));
    await db.tutorialClicks.create({ viewer: 'device:reset-test', guideCode: 'home', clickedAt: 0 });
    await resetMockState();
    expect(puzzleGap(token(2))).toBeUndefined();
    expect(db.tutorialClicks.findFirst((q) => q.where({ viewer: 'device:reset-test' }))).toBeUndefined();
  });

  it('forgets them on a reseed (the standalone server\'s reset and ?mockReset=1 seed again)', async () => {
    puzzleOf(token(3));
    await reseed({ seed: 42 });
    expect(puzzleGap(token(3))).toBeUndefined();
  });
});
