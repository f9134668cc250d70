// The prize ring turns clockwise under a fixed pointer at the top. Slot 0's centre starts under the pointer and the
// slots follow clockwise, so a wheel turned by R degrees shows the slot whose centre angle a satisfies a + R ≡ 0.

/** The centre angle of a slot, in degrees clockwise from the top. */
export const slotAngle = (slot: number, slots: number): number => (slot * 360) / slots;

const normalise = (degrees: number): number => ((degrees % 360) + 360) % 360;

/**
 * The rotation at which the wheel, turned on from `current` by `turns` whole turns and then less than one more,
 * stops with `slot` under the pointer.
 */
export function stopRotation(current: number, slot: number, slots: number, turns: number): number {
  return current + turns * 360 + normalise(-slotAngle(slot, slots) - current);
}

/** The slot under the pointer at a rotation (the nearest centre). */
export function slotAt(rotation: number, slots: number): number {
  const step = 360 / slots;
  return Math.round(normalise(-rotation) / step) % slots;
}

/** A draw number the server has not seen (the idempotency key of one draw). */
export function newDrawNo(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `d-${random().replace(/[^A-Za-z0-9-]/g, '')}`.slice(0, 64);
}
