import type { Kysely } from 'kysely';
import {
  MESSAGE_REFUSAL_CODES,
  NO_RECIPIENTS,
  SEND_APPLICANTS_MAX,
  applicantFilterSchema,
  applyPath,
  examPath,
  tooManyRecipientsMessage,
  type MessageLanguage,
  type MessageTemplate,
  type ParsedRequestOf,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../errors';
import { filterFor } from '../applicant-masking';
import { findApplicants } from '../applicant-records';
import { assessmentsSeenBy } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { enqueueMessages } from './enqueue-message';
import { checkTemplateText } from './message-templates';
import { NO_SUCH_ASSESSMENT } from './message-mutes';

type SendRequest = ParsedRequestOf<'sendMessage'>;

export const WHICH_ASSESSMENT_TO_INVITE = 'Which assessment is the invitation to? Send assessmentId.';

/** Arabic letters: staff's own text containing them is sent as Arabic (right to left). */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Queue a message to the applicants staff chose (by id, or the applicants
 * table's filter as this caller may use it): staff's own text, or the exam
 * invitation of an assessment, whose link is the applicant's open attempt
 * (a registered applicant) or the assessment's apply page. One transaction:
 * all are queued or none; audited.
 */
export async function sendStaffMessage(db: Kysely<Database>, caller: Caller, request: SendRequest) {
  const applicantIds = await chosenApplicants(db, caller, request);
  const event = request.event ?? 'staff_message';
  const channels = request.channels;
  const text = event === 'staff_message' ? staffText(request) : undefined;
  const language: MessageLanguage | undefined = text && ARABIC_LETTER.test(`${text.subject}${text.body}`) ? 'Ar' : text ? 'En' : undefined;
  const invitation = event === 'exam_invitation' ? await invitationTo(db, request.assessmentId) : undefined;

  return db.transaction().execute(async (transaction) => {
    const links = invitation ? await invitationLinks(transaction, invitation.id, applicantIds) : new Map<number, string>();
    const counts = await enqueueMessages(
      transaction,
      applicantIds.map((applicantId) => ({
        event,
        applicantId,
        assessmentId: invitation?.id,
        values: invitation ? { assessment: invitation.name, link: links.get(applicantId) ?? applyPath(invitation.id) } : {},
        text,
        language,
        channels,
        createdBy: caller.user.id,
      })),
    );
    const queued = counts.reduce((sum, count) => sum + count, 0);
    const unreachable = counts.filter((count) => count === 0).length;
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'message.send',
      subjectType: invitation ? 'assessment' : 'applicants',
      subjectId: invitation?.id ?? null,
      details: { event, channels: channels ?? 'all', applicants: applicantIds.length, queued, ...(text ? { subject: text.subject } : {}) },
    });
    return { applicants: applicantIds.length, queued, unreachable };
  });
}

async function chosenApplicants(db: Kysely<Database>, caller: Caller, request: SendRequest): Promise<number[]> {
  let ids: number[];
  if (request.applicantIds !== undefined && request.applicantIds.length > 0) {
    const found = await db.selectFrom('applicants').select('id').where('id', 'in', request.applicantIds).orderBy('id').execute();
    ids = found.map((row) => row.id);
  } else if (request.filter !== undefined) {
    const filter = applicantFilterSchema.safeParse(request.filter);
    if (!filter.success) throw badRequest(filter.error.issues[0]?.message ?? NO_RECIPIENTS);
    const applicants = await findApplicants(db, filterFor(caller, filter.data), assessmentsSeenBy(caller));
    ids = applicants.map((applicant) => applicant.id);
  } else {
    throw new HttpError(400, NO_RECIPIENTS, {}, MESSAGE_REFUSAL_CODES.noRecipients);
  }
  if (ids.length === 0) throw new HttpError(400, NO_RECIPIENTS, {}, MESSAGE_REFUSAL_CODES.noRecipients);
  if (ids.length > SEND_APPLICANTS_MAX)
    throw new HttpError(400, tooManyRecipientsMessage(ids.length), {}, MESSAGE_REFUSAL_CODES.tooManyRecipients);
  return ids;
}

/** Staff's own subject and body, checked like a template (an SMS-only message needs no subject). */
function staffText(request: SendRequest): MessageTemplate {
  const byEmail = request.channels?.includes('email') ?? true;
  return checkTemplateText(byEmail ? 'email' : 'sms', { subject: request.subject ?? '', body: request.body ?? '' });
}

async function invitationTo(db: Kysely<Database>, assessmentId: number | undefined) {
  if (assessmentId === undefined) throw badRequest(WHICH_ASSESSMENT_TO_INVITE);
  const assessment = await db.selectFrom('assessments').select(['id', 'name']).where('id', '=', assessmentId).executeTakeFirst();
  if (!assessment) throw notFound(NO_SUCH_ASSESSMENT);
  return assessment;
}

/** The exam link of each applicant's latest attempt at the assessment that is not handed in yet. */
async function invitationLinks(db: Kysely<Database>, assessmentId: number, applicantIds: number[]): Promise<Map<number, string>> {
  const open = await db
    .selectFrom('attempts')
    .select(['applicant_id', 'hash'])
    .where('assessment_id', '=', assessmentId)
    .where('applicant_id', 'in', applicantIds)
    .where('submitted_at', 'is', null)
    .orderBy('trial')
    .execute();
  return new Map(open.map((attempt) => [attempt.applicant_id, examPath(attempt.hash)]));
}
