import { useState, type ComponentType, type CSSProperties } from 'react';
import { PADDED, padded } from './frame';

/** A held field's props: the field's own props without the value, plus the value the story starts from. */
export type HeldProps<P, K extends keyof P> = Omit<P, K> & { initial?: P[K] };

/**
 * The field as a form holds it: the story keeps the value (starting from `initial`, else `empty`) and the
 * `onChange` arg records every value the field reports. `valueProp` names the prop that carries the value
 * (`value`, or `checked` for a box or a switch); `frame` styles the padded box the field sits in.
 */
export function heldValue<P extends { onChange: (next: never) => void }, K extends keyof P>(
  Field: ComponentType<P>,
  valueProp: K,
  empty: P[K],
  frame: CSSProperties = PADDED,
) {
  const Framed = padded(Field, frame);
  function HeldField({ initial = empty, ...rest }: HeldProps<P, K>) {
    const [value, setValue] = useState<P[K]>(initial);
    const { onChange } = rest as unknown as { onChange: (next: P[K]) => void };
    const props = {
      ...rest,
      [valueProp]: value,
      onChange: (next: P[K]) => {
        setValue(next);
        onChange(next);
      },
    } as unknown as P;
    return <Framed {...props} />;
  }
  HeldField.displayName = `Held${Field.displayName ?? Field.name}`;
  return HeldField;
}
