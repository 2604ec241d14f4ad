import { z } from 'zod';
import { REQUIRED } from './messages';
import { checkText, type TextRule } from './form-rules';

export * from './form-rules';

/** A zod string schema whose error messages are the SPEC's. */
export function textSchema(rule: TextRule) {
  return z.string({ error: REQUIRED }).superRefine((value, context) => {
    const message = checkText(rule, value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}
