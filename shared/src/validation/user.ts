import { z } from 'zod';
import { PERMISSION_FLAGS } from '../domain/permissions';
import { ROLE_IDS } from '../domain/roles';
import type { TextRule } from './text-rule';
import { textSchema } from './text-rule';
import { LOGIN_USERNAME_RULE } from './login';
import { NEW_PASSWORD_RULE } from './login-rules';

export { NEW_PASSWORD_RULE } from './login-rules';

/**
 * The user form (SPEC §5 says only that all four fields are required). The
 * username follows the login rule so every account can sign in; passwords set
 * here are 8 to 30 characters: 30 is the login maximum, 8 is our floor for
 * staff accounts (docs/decisions.md).
 */
export const DISPLAY_NAME_RULE: TextRule = { required: true, min: 1, max: 100 };
export const USERNAME_RULE: TextRule = LOGIN_USERNAME_RULE;

/** Length of the random password the Add User form prefills (SPEC §6). */
export const GENERATED_PASSWORD_LENGTH = 12;

export const ROLE_REQUIRED = 'Please choose a role';
export const UNKNOWN_FLAG = 'Unknown permission';

const roleIdSchema = z.coerce
  .number({ error: ROLE_REQUIRED })
  .refine((value) => (ROLE_IDS as readonly number[]).includes(value), ROLE_REQUIRED);

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

export const newUserSchema = z.object({
  displayname: trimmed(textSchema(DISPLAY_NAME_RULE)),
  userName: trimmed(textSchema(USERNAME_RULE)),
  role_id: roleIdSchema,
  password: textSchema(NEW_PASSWORD_RULE),
});

export const userChangesSchema = z.object({
  UserId: z.coerce.number().int().positive(),
  displayname: trimmed(textSchema(DISPLAY_NAME_RULE)).optional(),
  role_id: roleIdSchema.optional(),
  flags: z
    .array(z.enum(PERMISSION_FLAGS, { error: UNKNOWN_FLAG }))
    .max(PERMISSION_FLAGS.length)
    .optional(),
  password: textSchema(NEW_PASSWORD_RULE).optional(),
});
