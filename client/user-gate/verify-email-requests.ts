import { apiClient } from '../http/api-client';

/** SPEC section 7: on success the page reloads with the verified user. */
export function validateEmailOtp(code: string) {
  return apiClient.post('validate-email-verification-otp', { code });
}

export function resendVerificationEmail(email: string) {
  return apiClient.post('resend-email-verification', { email });
}
