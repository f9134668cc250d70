import { useRef, useState } from 'react';
import type { InviteDrawAward } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { usePrefersReducedMotion } from '@/shared/ui/motion/use-reduced-motion';
import { useDrawPrize } from '../api/referral-draw-mutations';
import { newDrawNo, stopRotation } from '../lib/ring-spin';

/** How long the wheel turns, and how many whole turns it makes before it stops on the prize. */
export const SPIN_MS = 3_200;
export const SPIN_TURNS = 5;

/**
 * One draw at a time: the server picks the prize, then the wheel turns to the server's slot and the prize is told
 * when it stops (at once with reduced motion). A draw whose answer was lost keeps its drawNo, so the retry gets the
 * same prize instead of a second draw.
 */
export function useRingDraw(slots: number) {
  const reducedMotion = usePrefersReducedMotion();
  const draw = useDrawPrize();
  const unanswered = useRef<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [landing, setLanding] = useState<InviteDrawAward | null>(null);
  const [result, setResult] = useState<InviteDrawAward | null>(null);

  const submit = useFormSubmit(async () => {
    const drawNo = unanswered.current ?? newDrawNo();
    unanswered.current = drawNo;
    setResult(null);
    const drawn = await draw.mutateAsync(drawNo);
    unanswered.current = null;
    if (!drawn) return;
    setRotation((current) => stopRotation(current, drawn.slot, slots, SPIN_TURNS));
    if (reducedMotion) {
      setResult(drawn);
      return;
    }
    setLanding(drawn);
    setSpinning(true);
  });

  const stopped = () => {
    setSpinning(false);
    setResult(landing);
    setLanding(null);
  };

  return { rotation, still: reducedMotion, spinning, result, busy: submit.pending || spinning, alert: submit.alert, start: () => submit.run(), stopped };
}
