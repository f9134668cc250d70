import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import type { PlayContext } from '../../support/play';

type Step = Pick<PlayContext, 'canvas' | 'userEvent'>;

interface OpenedByProps {
  /** The trigger's text, which play functions find it by. */
  label: string;
  /** The layer, told whether it is open; `close` shuts it and then runs `then` (the story's own callback). */
  children: (layer: { open: boolean; close: (then?: () => void) => void }) => ReactNode;
}

/** A trigger button that opens a dialog or sheet, as a screen would, so the layer mounts on a visible page. */
export function OpenedBy({ label, children }: OpenedByProps) {
  const [open, setOpen] = useState(false);
  const close = (then?: () => void) => {
    setOpen(false);
    then?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children({ open, close })}
    </>
  );
}

/** Waits until the opening animations (backdrop fade, slide) have run, so positions and visibility are final. */
export async function settled(element: Element) {
  const layer = element.parentElement ?? element;
  // Only animations that end: a looping one (a spinner) never settles.
  const finite = layer.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

interface OpenOptions {
  /** The role the opened layer is announced with. */
  role?: 'dialog' | 'alertdialog';
  /** Wait for the opening animations to finish before going on. */
  settle?: boolean;
}

/** Presses the trigger named `label` and waits for the layer; returns both for the play function to check. */
export async function openWith({ canvas, userEvent }: Step, label: string, { role = 'dialog', settle = false }: OpenOptions = {}) {
  const trigger = canvas.getByRole('button', { name: label });
  await userEvent.click(trigger);
  const layer = await canvas.findByRole(role);
  if (settle) await settled(layer);
  return { trigger, layer };
}

/** The layer has gone and the focus is back on the trigger that opened it. */
export async function expectClosedTo({ canvas }: Pick<PlayContext, 'canvas'>, trigger: HTMLElement, role: OpenOptions['role'] = 'dialog') {
  await expect(canvas.queryByRole(role)).not.toBeInTheDocument();
  await expect(trigger).toHaveFocus();
}
