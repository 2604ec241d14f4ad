import { questionSchema } from './question-schema';
import { validateQuestion } from './validate-question';

/**
 * A question as the server accepts it in a saved assessment: the shape of
 * questionSchema and the SPEC §5 save rules of validateQuestion, whose
 * message becomes the issue's message (and so the 400 answer's msg).
 */
export const savedQuestionSchema = questionSchema.superRefine((question, context) => {
  const message = validateQuestion(question);
  if (message !== null) context.addIssue({ code: 'custom', message, path: [] });
});
