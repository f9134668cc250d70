// The withdraw password's RSA encryption is the one the withdraw-password screen uses (one implementation for the
// app). It sits in the account feature today; this is the only place the wallet reads it, so moving it to
// src/shared changes this one import.
// eslint-disable-next-line no-restricted-imports -- the one shared RSA encryption, to move to src/shared
export { encryptWithdrawPassword, WithdrawPasswordEncryptionError } from '@/features/account/profile/lib/withdraw-password-crypto';
