import type { HttpHandler } from 'msw';
import type { LiveEvening } from '../socket/evening';

/** An error code of SPEC.md section 8 that a scenario makes the mock answer with. */
export type CoveredCase =
  | { api: 'main'; code: number | 'other' | 'network' }
  | { api: 'sports'; code: number | 'other' | 'timeout' | 'no-response' };

export interface Scenario {
  name: string;
  /** One line. */
  description: string;
  /** Handlers layered on top of the base handlers with `use()`; a fresh set on every read (one-shot ones included). */
  readonly handlers: HttpHandler[];
  /** The error catalogue entries this scenario produces (read by the coverage report). */
  covers: CoveredCase[];
  /** The live evening it plays (sports data, simulator pace, socket behaviour); none: the normal evening. */
  live?: Partial<LiveEvening>;
}

export function defineScenario(
  name: string,
  description: string,
  covers: CoveredCase[],
  build: () => HttpHandler[],
  live?: Partial<LiveEvening>,
): Scenario {
  return {
    name,
    description,
    covers,
    ...(live === undefined ? {} : { live }),
    get handlers() {
      return build();
    },
  };
}
