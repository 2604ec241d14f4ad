import { z } from 'zod';
import type { TextRule } from './text-rule';
import { textSchema } from './text-rule';

/** SPEC §5: username 3 to 50 characters, password 3 to 30. */
export const LOGIN_USERNAME_RULE: TextRule = { required: true, min: 3, max: 50 };
export const LOGIN_PASSWORD_RULE: TextRule = { required: true, min: 3, max: 30 };

export const loginRequestSchema = z.object({
  user: textSchema(LOGIN_USERNAME_RULE),
  pass: textSchema(LOGIN_PASSWORD_RULE),
  /** Ours: keep the session across browser restarts ('Remember Me ?'). */
  remember: z.boolean().optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
