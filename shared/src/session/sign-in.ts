import { ApiError } from '../api/api-error';
import { applicantApi } from '../api/applicant-client';
import type { LoginRequest } from '../validation/login';
import { LOGIN_FAILED, WRONG_CREDENTIALS } from '../validation/messages';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '../validation/password-choice-rules';

/**
 * How a failed sign-in is shown: inline under the form, or in a dialog (SPEC
 * §8); or, for an account whose password an administrator set, by asking
 * for a password of its own (choose-password.ts).
 */
export type LoginOutcome =
  | { ok: true }
  | { ok: false; kind: 'wrongCredentials'; message: string }
  | { ok: false; kind: 'passwordChangeRequired'; message: string }
  | { ok: false; kind: 'exception'; message: string };

/**
 * Sign in (`auth/login.php`). The server sets the session cookies, which is
 * all the staff pages read when they start, so the sign-in page needs neither
 * the redux store nor the staff API client. The answer also carries the token
 * (SPEC §7, for programs); it is dropped here unread and never kept.
 */
export async function signIn(credentials: LoginRequest): Promise<LoginOutcome> {
  try {
    await applicantApi.call('login', credentials);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, kind: 'wrongCredentials', message: WRONG_CREDENTIALS };
    if (error instanceof ApiError && error.code === PASSWORD_CHANGE_REQUIRED_CODE) {
      return { ok: false, kind: 'passwordChangeRequired', message: error.message };
    }
    const message = error instanceof ApiError ? error.message : '';
    return { ok: false, kind: 'exception', message: message || LOGIN_FAILED };
  }
}
