// Small schemas for records that exist only in the mock backend (they have no OpenAPI shape of their own).
import { z } from 'zod';

/** Account-login secret of a member. Plain text is fine here: this data never leaves the mock. */
export const Credential = z.object({
  memberId: z.int(),
  userName: z.string(),
  /** Empty for members created by mobile registration (they log in with an SMS code). */
  password: z.string(),
});

/** A main-API session (`kind: 'main'`) or a sports-provider token (`kind: 'sports'`). */
export const Session = z.object({
  token: z.string().min(1),
  kind: z.enum(['main', 'sports']),
  memberId: z.int(),
  /** For a provider token: the main session it was issued to (logout invalidates both). */
  parentToken: z.string(),
  createdAt: z.int(),
});

/** A verification code sent by SMS or e-mail; `target` is `<area>:<mobile>` or an e-mail address. */
export const VerificationCode = z.object({
  channel: z.enum(['sms', 'email']),
  target: z.string(),
  code: z.string().regex(/^[0-9]{4,6}$/),
  actionType: z.int(),
  sentAt: z.int(),
});

/** Site settings chosen by the last two labels of the host name (SPEC.md section 6). */
export const AgentLineConfig = z.object({
  name: z.string(),
  live: z.boolean(),
  lobbySort: z.array(z.int()).nullable(),
  domainList: z.array(z.string()),
  demo: z.boolean(),
});

/** An error report received by the log service. */
export const ErrorLogEntry = z.object({
  interfaceAddress: z.string(),
  sendTime: z.string(),
  modelName: z.string(),
  rpsMsg: z.string(),
  receivedAt: z.int(),
});

export type CredentialRecord = z.infer<typeof Credential>;
export type SessionRecord = z.infer<typeof Session>;
export type VerificationCodeRecord = z.infer<typeof VerificationCode>;
export type AgentLineConfigRecord = z.infer<typeof AgentLineConfig>;
