import { EXAM_CLOSED, EXAM_NOT_PUBLISHED, EXAM_REFUSAL_CODES as CODES, examNotStartedMessage } from '@mizan/shared';
import { forbidden, type HttpError } from '../../errors';

/** What decides whether an assessment may be registered for, or an attempt of it started, now. */
export interface OpenRules {
  published: boolean;
  open: boolean;
  /** A Date from a column, an ISO string from json_build_object. */
  startdate: Date | string | null;
  enddate: Date | string | null;
}

const when = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function readableInstant(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Why an applicant may not register for (or start) this assessment now, or null. */
export function registrationRefusal(rules: OpenRules, now: Date): HttpError | null {
  if (!rules.published || !rules.open) return forbidden(EXAM_NOT_PUBLISHED, CODES.examNotPublished);
  const start = when(rules.startdate);
  const end = when(rules.enddate);
  if (start && now < start) return forbidden(examNotStartedMessage(readableInstant(start)), CODES.examNotOpenYet);
  if (end && now >= end) return forbidden(EXAM_CLOSED, CODES.examClosed);
  return null;
}
