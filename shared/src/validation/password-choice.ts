import { z } from 'zod';
import { loginRequestSchema } from './login';
import { NEW_PASSWORD_RULE } from './login-rules';
import { textSchema } from './text-rule';

export * from './password-choice-rules';

/** `auth/choosepassword.php`: the sign-in's user and pass, and the password chosen (password-choice-rules.ts). */
export const choosePasswordSchema = loginRequestSchema.extend({
  newPassword: textSchema(NEW_PASSWORD_RULE),
});

export type ChoosePasswordRequest = z.infer<typeof choosePasswordSchema>;
