import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectorAtPointer, sectorBounds, stopAngle } from './wheel-angle';

describe('the wheel stop angle', () => {
  it('stops inside the chosen prize sector for any number of prizes, start angle, turns and place in the sector', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 36 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([count, index], from, turns, within) => {
          const angle = stopAngle({ from, index, count, turns, within });
          expect(sectorAtPointer(angle, count)).toBe(index);
          expect(angle).toBeGreaterThanOrEqual(from + turns * 360 - 1e-6);
          expect(angle).toBeLessThan(from + (turns + 1) * 360);
        },
      ),
    );
  });

  it('keeps the pointer away from the lines between sectors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.double({ min: 0, max: 1, noNaN: true }), (count, within) => {
        const angle = stopAngle({ from: 0, index: 0, count, turns: 0, within });
        const point = (360 - (angle % 360)) % 360;
        const size = 360 / count;
        expect(point).toBeGreaterThanOrEqual(size * 0.15 - 1e-9);
        expect(point).toBeLessThanOrEqual(size * 0.85 + 1e-9);
      }),
    );
  });

  it('reads the sector under the pointer: turning by one sector clockwise shows the previous prize', () => {
    expect(sectorAtPointer(0, 8)).toBe(0);
    expect(sectorAtPointer(1, 8)).toBe(7);
    expect(sectorAtPointer(45, 8)).toBe(7);
    expect(sectorAtPointer(-10, 8)).toBe(0);
    expect(stopAngle({ from: 0, index: 2, count: 4, turns: 1 })).toBe(360 + 135);
  });

  it('refuses a prize that is not on the wheel', () => {
    expect(() => stopAngle({ from: 0, index: 3, count: 3, turns: 1 })).toThrow(RangeError);
    expect(() => stopAngle({ from: 0, index: 0, count: 0, turns: 1 })).toThrow(RangeError);
  });

  it('draws equal sectors covering the wheel', () => {
    expect(sectorBounds(3)).toEqual([[0, 120], [120, 240], [240, 360]]);
  });
});
