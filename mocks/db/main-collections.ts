// Collections of the main API's mock backend. Records are validated by the schemas generated from the OpenAPI
// document, so seed data or a handler that drifts from the contract fails loudly on create/update.
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  CountryCode,
  MaintenanceInfo,
  MemberWallet,
  UserInfo,
} from '@/shared/api/generated/main/zod/schemas/index.zod';
import { AgentLineConfig, Credential, ErrorLogEntry, Session, VerificationCode } from './mock-schemas';

export const WalletRecord = MemberWallet.extend({ memberId: z.int() });

export const members = new Collection({ schema: UserInfo });
export const credentials = new Collection({ schema: Credential });
export const sessions = new Collection({ schema: Session });
export const wallets = new Collection({ schema: WalletRecord });
export const countries = new Collection({ schema: CountryCode });
export const agentLines = new Collection({ schema: AgentLineConfig });
export const maintenance = new Collection({ schema: MaintenanceInfo });
export const verificationCodes = new Collection({ schema: VerificationCode });
export const errorLogs = new Collection({ schema: ErrorLogEntry });

export const mainCollections = [
  members,
  credentials,
  sessions,
  wallets,
  countries,
  agentLines,
  maintenance,
  verificationCodes,
  errorLogs,
] as const;
