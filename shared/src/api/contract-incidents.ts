import { z } from 'zod';
import { requiresAnyFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { ROOM_EXAM_ID_REQUIRED, ROOM_MAX_MINUTES } from './contract-exam-room';
import { ATTEMPT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Incidents (ours; server/src/services/incidents/): what staff note in the
 * control room about one attempt, in a category, with a note and optional
 * minutes given back through the attempt's extend. The same staff as the
 * control room's actions; anyone else gets 404 as if it did not exist.
 * Spread into `contract` in contract.ts.
 */

/** The categories, grouped as the dialog shows them. */
export const INCIDENT_GROUPS = {
  environment: ['power', 'noise'],
  examinee: ['illness', 'late'],
  technical: ['network', 'device'],
  conduct: ['misconduct'],
  other: ['other'],
} as const;
export type IncidentGroup = keyof typeof INCIDENT_GROUPS;
export const INCIDENT_CATEGORIES = ['power', 'noise', 'illness', 'late', 'network', 'device', 'misconduct', 'other'] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];
/** Categories whose incident says nothing without a note. */
export const INCIDENT_NOTE_REQUIRED_FOR: readonly IncidentCategory[] = ['misconduct', 'other'];
export const INCIDENT_NOTE_MAX = 1000;

export const INCIDENT_CATEGORY_INVALID = `Choose the incident's category: ${INCIDENT_CATEGORIES.join(', ')}.`;
export const INCIDENT_NOTE_TOO_LONG = `The note may be at most ${INCIDENT_NOTE_MAX} characters.`;
export const INCIDENT_MINUTES_INVALID = `Minutes given back must be a whole number from 0 to ${ROOM_MAX_MINUTES}.`;
export const INCIDENT_NOTE_REQUIRED = 'Please describe what happened: a note is required for suspected misconduct and for other incidents.';
export const INCIDENT_NOTE_REQUIRED_CODE = 'incident-note-required';
export const INCIDENT_COMPENSATION_REFUSED_CODE = 'incident-compensation-refused';
export const INCIDENT_RECORDED = 'Incident recorded.';
export const incidentRecordedWithMinutesMessage = (minutes: number) =>
  `Incident recorded. Extended by ${minutes} minute${minutes === 1 ? '' : 's'}. The applicant's clock follows at the next save.`;

/** True when this category needs a note and the note is empty: the dialog and the server refuse it alike. */
export function incidentNoteMissing(category: IncidentCategory, note: string): boolean {
  return INCIDENT_NOTE_REQUIRED_FOR.includes(category) && note.trim() === '';
}

const minutes = z.preprocess(
  (value) => (value === '' ? 0 : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: INCIDENT_MINUTES_INVALID })
    .int(INCIDENT_MINUTES_INVALID)
    .min(0, INCIDENT_MINUTES_INVALID)
    .max(ROOM_MAX_MINUTES, INCIDENT_MINUTES_INVALID),
);

export const incidentSchema = z.object({
  id: z.number(),
  attemptId: z.number(),
  applicantName: z.string(),
  /** Masked as in every list. */
  ssn: z.string(),
  trial: z.number(),
  category: z.enum(INCIDENT_CATEGORIES),
  note: z.string(),
  /** Minutes given back (0: none). */
  minutes: z.number(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Incident = z.output<typeof incidentSchema>;

export const incidentCalls = {
  addIncident: call({
    method: 'POST',
    path: 'admin/addincident.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({
      attemptId: positiveId(ATTEMPT_ID_REQUIRED),
      category: z.enum(INCIDENT_CATEGORIES, { error: INCIDENT_CATEGORY_INVALID }),
      note: z.string({ error: INCIDENT_NOTE_TOO_LONG }).trim().max(INCIDENT_NOTE_MAX, INCIDENT_NOTE_TOO_LONG).default(''),
      minutes: minutes.default(0),
    }),
    response: z.object({ msg: z.string() }),
    summary:
      'Record an incident on one attempt: category, note (required for misconduct and other: 400 with code incident-note-required), and optional minutes given back, extended as admin/extendattempt.php in the same transaction (an ended or untimed attempt: 409 with code incident-compensation-refused, nothing recorded). Audited. Staff with exam (who may see the assessment) or ans (who review it); others 404',
    ours: true,
  }),
  getIncidents: call({
    method: 'POST',
    path: 'admin/getincidents.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ id: positiveId(ROOM_EXAM_ID_REQUIRED) }),
    response: z.object({ data: z.array(incidentSchema) }),
    summary:
      'Every incident of one assessment, oldest first (applicant, masked ID, trial, category, note, minutes given back, who and when): the control room lists them per attempt and exports them. Staff with exam (who may see the assessment) or ans (who review it); others 404',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type IncidentCallName = keyof typeof incidentCalls;
