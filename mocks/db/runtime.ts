// Mutable knobs of the mock backend that are not records: the generator for new tokens and names, and the SMS
// code every "sent" message carries. Reset together with the database.
import { createRandom, type Random } from '../seed/random';

/** The code in every SMS or e-mail the mock "sends" (see mocks/README.md). */
export const DEFAULT_VERIFICATION_CODE = '123456';

interface Runtime {
  random: Random;
  verificationCode: string;
}

export const runtime: Runtime = {
  random: createRandom(1),
  verificationCode: DEFAULT_VERIFICATION_CODE,
};

export function resetRuntime(seed: number): void {
  runtime.random = createRandom(seed ^ 0x5eed5eed);
  runtime.verificationCode = DEFAULT_VERIFICATION_CODE;
}

/** Lets a scenario or a test change the code later messages carry. */
export function setVerificationCode(code: string): void {
  runtime.verificationCode = code;
}
