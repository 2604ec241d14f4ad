import { applicantHandlers } from './applicants';
import { assessmentHandlers } from './assessments';
import { authHandlers } from './auth';
import { examHandlers } from './exam';
import type { Handlers } from './handler';
import { lookupHandlers } from './lookups';
import { meritHandlers } from './merit';
import { userHandlers } from './users';

/** Every contract call's handler; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...authHandlers,
  ...userHandlers,
  ...lookupHandlers,
  ...applicantHandlers,
  ...meritHandlers,
  ...assessmentHandlers,
  ...examHandlers,
};
