import { REQUIRED, exactLengthMessage, tooLongMessage, tooShortMessage } from './messages';

/**
 * A text field's rules without zod: the browser's forms (the applicant's
 * page among them, which loads no zod) check what the server's textSchema
 * (text-rule.ts) checks, with the same messages.
 */

/** A text field's rule, shared by antd forms in the browser and zod on the server. */
export interface TextRule {
  required?: boolean;
  min?: number;
  max?: number;
  /** Exact length, e.g. 14 for an SSN. */
  length?: number;
}

/** The SPEC message for the first rule `value` breaks, or null when it is valid. */
export function checkText(rule: TextRule, value: string | undefined | null): string | null {
  const text = value ?? '';
  if (text.length === 0) return rule.required ? REQUIRED : null;
  if (rule.length !== undefined && text.length !== rule.length) return exactLengthMessage(rule.length);
  if (rule.min !== undefined && text.length < rule.min) return tooShortMessage(rule.min);
  if (rule.max !== undefined && text.length > rule.max) return tooLongMessage(rule.max);
  return null;
}

/** Shape of an antd Form rule; kept local so the server never imports antd. */
export interface FormFieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** antd Form `rules` for a text field, reporting the same messages as the server (through `say`, to show them in the page's language). */
export function formRules(rule: TextRule, say: (message: string) => string = (message) => message): FormFieldRule[] {
  return [
    {
      validator: (_rule, value) => {
        const message = checkText(rule, typeof value === 'string' ? value : '');
        return message ? Promise.reject(new Error(say(message))) : Promise.resolve();
      },
    },
  ];
}
