import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDrawNo, slotAngle, slotAt, stopRotation } from './ring-spin';

describe('ring spin, by hand', () => {
  it('stops slot 0 after whole turns, slot 2 of 8 a quarter before', () => {
    expect(stopRotation(0, 0, 8, 5)).toBe(1800);
    expect(stopRotation(0, 2, 8, 5)).toBe(1800 + 270);
    expect(slotAt(1800 + 270, 8)).toBe(2);
    // From a wheel already stopped on slot 2, the next spin to slot 3 goes on clockwise.
    expect(stopRotation(2070, 3, 8, 5)).toBe(2070 + 1800 + 315);
    expect(slotAt(2070 + 1800 + 315, 8)).toBe(3);
  });

  it('names a draw number the server accepts', () => {
    expect(newDrawNo(() => '3f2a9c1e-77aa-4b7d-9a0b-1c2d3e4f5a6b')).toBe('d-3f2a9c1e-77aa-4b7d-9a0b-1c2d3e4f5a6b');
    expect(newDrawNo()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(slotAngle(1, 8)).toBe(45);
  });
});

describe('ring spin properties', () => {
  it('always stops on the server’s slot, after the turns asked and less than one more, never turning back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.nat(15), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 8 }), (slots, rawSlot, current, turns) => {
        const slot = rawSlot % slots;
        const stop = stopRotation(current, slot, slots, turns);
        expect(slotAt(stop, slots)).toBe(slot);
        expect(stop).toBeGreaterThanOrEqual(current + turns * 360);
        expect(stop).toBeLessThan(current + (turns + 1) * 360);
      }),
    );
  });
});
