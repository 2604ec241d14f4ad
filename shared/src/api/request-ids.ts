import { z } from 'zod';

/** A whole positive number sent as a number or as text; `message` when it is not one. */
export const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message),
  );

export const ASSESSMENT_ID_REQUIRED = 'Which assessment? Send its id.';
export const SUBMISSION_ID_REQUIRED = 'Which submission? Send its id.';
export const ATTEMPT_ID_REQUIRED = 'Which attempt? Send attemptId (the Taken Assessments row id).';

export const assessmentIdRequest = z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) });
