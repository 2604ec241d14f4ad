import { ApiError } from '../api/api-error';
import { applicantApi } from '../api/applicant-client';
import { LOGIN_FAILED } from '../validation/messages';
import type { ChoosePasswordRequest } from '../validation/password-choice';

export type ChoosePasswordOutcome = { ok: true } | { ok: false; message: string };

/**
 * Choose one's own password after sign-in answered that one is needed
 * (`auth/choosepassword.php`): the server checks the given password again,
 * stores the new one and sets the session cookies, as a sign-in does. The
 * token in the answer is dropped unread, as in signIn.
 */
export async function choosePassword(request: ChoosePasswordRequest): Promise<ChoosePasswordOutcome> {
  try {
    await applicantApi.call('choosePassword', request);
    return { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : '';
    return { ok: false, message: message || LOGIN_FAILED };
  }
}
