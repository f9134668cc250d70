import { useRef, useState } from 'react';
import type { TurntablePrize, TurntableSpin } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { usePrefersReducedMotion } from '@/shared/ui/motion/use-reduced-motion';
import { useSpinWheel } from '../api/wheel-mutations';
import { stopAngle } from '../lib/wheel-angle';

/** How long the wheel turns before it stops on the prize. */
export const SPIN_MS = 4_200;
/** Whole turns before the stop. */
const TURNS = 5;
/** Where inside the prize's sector the pointer stops (its middle). */
const STOP_WITHIN = 0.5;

export interface WheelSpinState {
  angle: number;
  /** The wheel is turning toward the prize. */
  turning: boolean;
  /** The prize of the last spin, once the wheel has stopped on it. */
  result: TurntableSpin | null;
  animate: boolean;
  spin: () => void;
  /** The wheel's turn ended (the dial's transition ended). */
  stopped: () => void;
  pending: boolean;
  alert: string;
}

/**
 * One spin at a time: the server draws the prize, the wheel turns to the prize's sector and then shows the result.
 * With reduced motion the wheel stands at its stop at once and the result shows straight away.
 */
export function useWheelSpin(activityId: number, prizes: readonly TurntablePrize[]): WheelSpinState {
  const reduced = usePrefersReducedMotion();
  const spinWheel = useSpinWheel();
  const [angle, setAngle] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<TurntableSpin | null>(null);
  const waiting = useRef<TurntableSpin | null>(null);

  const stopped = () => {
    if (!waiting.current) return;
    setResult(waiting.current);
    waiting.current = null;
    setTurning(false);
  };

  const submit = useFormSubmit(async () => {
    setResult(null);
    const spin = await spinWheel.mutateAsync(activityId);
    if (!spin) return;
    const index = Math.max(0, prizes.findIndex((prize) => prize.id === spin.prizeId));
    const target = stopAngle({ from: angle, index, count: prizes.length, turns: reduced ? 0 : TURNS, within: STOP_WITHIN });
    if (reduced) {
      setAngle(target);
      setResult(spin);
      return;
    }
    waiting.current = spin;
    setTurning(true);
    setAngle(target);
    // The transition's end stops the wheel; should it never fire (a hidden tab), the result still shows.
    await new Promise((resolve) => setTimeout(resolve, SPIN_MS + 400));
    stopped();
  });

  return { angle, turning, result, animate: !reduced, spin: () => void submit.run(), stopped, pending: submit.pending || turning, alert: submit.alert };
}
