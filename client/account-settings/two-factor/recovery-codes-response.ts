import type { AccountUser } from '../account-user';

/** Enable and regenerate answer with the new codes: their only appearance as text (docs/api/accounts.md). */
export type RecoveryCodesResponse = { user: AccountUser; recovery_codes: string[] };
