import { z } from 'zod';
import { choosePasswordSchema } from '../validation/password-choice';
import { PUBLIC } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';

/**
 * Choosing one's own password at the first sign-in (ours;
 * validation/password-choice.ts). Public like the sign-in: it proves the
 * password it replaces, counted against the same sign-in limits, and then
 * signs in. Spread into `contract` in contract.ts.
 */
export const passwordChoiceCalls = {
  choosePassword: call({
    method: 'POST',
    path: 'auth/choosepassword.php',
    access: PUBLIC,
    request: choosePasswordSchema,
    response: answer(z.string()),
    summary:
      'Choose your own password when sign-in answered 403 password_change_required: user and pass as given, newPassword (8 to 30 characters, not the given one); sets quiztoken and answers the token',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;
