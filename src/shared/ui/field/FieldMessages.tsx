import type { ReactNode } from 'react';
import frame from './field-frame.module.css';

/** The ids of a control's hint and error lines, made from the control's own base id. */
export function fieldMessageIds(baseId: string) {
  return { hintId: `${baseId}-hint`, errorId: `${baseId}-error` };
}

/** What a control's aria-describedby points at: its hint and its error, when they are shown. */
export function fieldDescribedBy(baseId: string, hint: ReactNode, error: ReactNode): string | undefined {
  const { hintId, errorId } = fieldMessageIds(baseId);
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export interface FieldMessagesProps {
  /** The control's base id; the lines get the ids `fieldDescribedBy` names. */
  baseId: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** 'large' is the size under a select and a multi-line field. */
  size?: 'small' | 'large';
  /** The control's own classes for the lines, when it adds to the frame's (they compose its hint and error). */
  classNames?: { hint: string | undefined; error: string | undefined };
}

/** The hint and the announced error under a form control, each shown only when there is one. */
export function FieldMessages({ baseId, hint, error, size = 'small', classNames }: FieldMessagesProps) {
  const { hintId, errorId } = fieldMessageIds(baseId);
  const classes = classNames ?? (size === 'large' ? { hint: frame.hintLarge, error: frame.errorLarge } : frame);
  return (
    <>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
