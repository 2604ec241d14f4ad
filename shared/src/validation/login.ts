import { z } from 'zod';
import { LOGIN_PASSWORD_RULE, LOGIN_USERNAME_RULE } from './login-rules';
import { textSchema } from './text-rule';

export { LOGIN_PASSWORD_RULE, LOGIN_USERNAME_RULE } from './login-rules';

export const loginRequestSchema = z.object({
  user: textSchema(LOGIN_USERNAME_RULE),
  pass: textSchema(LOGIN_PASSWORD_RULE),
  /** Ours: keep the session across browser restarts ('Remember Me ?'). */
  remember: z.boolean().optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
