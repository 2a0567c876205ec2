import { z } from 'zod';
import { GrantedPermission } from '../billing/billing-types';
import { UserAnswer } from '../users/user-schema';
import { BootstrapAnswer } from './bootstrap-data-schema';

// Answers of the sign-in routes (worker/auth/) and the admin's users routes
// (worker/admin/users/), bound there with responds().

/** POST auth/register. */
export const RegisterAnswer = BootstrapAnswer.extend({ status: z.enum(['success', 'needs_email_verification']) });

/** POST auth/login, and the two-factor challenge after it. */
export const SignedIn = BootstrapAnswer.extend({ status: z.literal('success') });
export const LoginAnswer = z.union([SignedIn, z.object({ two_factor: z.literal(true) })]);

/** Turning two-factor on, or new recovery codes: shown this once (docs/decisions/006). */
export const RecoveryCodesAnswer = UserAnswer.extend({ recovery_codes: z.array(z.string()) });

export const ConfirmedAnswer = z.object({ confirmed: z.boolean() });
export const QrCodeAnswer = z.object({ svg: z.string(), secret: z.string() });

export const UserPermissionsAnswer = z.object({ roles: z.array(z.int()), permissions: z.array(GrantedPermission) });
