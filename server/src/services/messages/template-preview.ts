import type { Kysely } from 'kysely';
import { PATHS, examPath, type MessageValues, type ParsedRequestOf } from '@mizan/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { statusLinkPath } from '../family/status-links';
import { noApplicantMessage } from '../applicant-records';
import type { Clock } from '../clock';
import { readApplicantContact } from './applicant-contact';
import { checkTemplateText } from './message-templates';
import { messageTime } from './message-time';
import { messagesPublicUrl } from './outbox-worker';
import { renderQueuedMessage, type RenderedMessage } from './render-message';

/** Three days from now, as offers' deadlines read in messages. */
const EXAMPLE_DEADLINE_DAYS = 3;

/**
 * A template as staff are editing it, rendered for a real applicant: their
 * name, school and status link; their latest assessment and its exam link
 * (else an apply link); and example values for what only an event knows
 * (a deadline three days on, waitlist position 1, code 123456).
 */
export async function previewTemplate(
  db: Kysely<Database>,
  config: Config,
  clock: Clock,
  request: ParsedRequestOf<'previewTemplate'>,
): Promise<RenderedMessage> {
  const template = checkTemplateText(request.channel, request);
  const applicant = await readApplicantContact(db, request.applicantId);
  if (!applicant) throw notFound(noApplicantMessage(request.applicantId));
  const latest = await db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .select(['assessments.id', 'assessments.name', 'attempts.hash'])
    .where('attempts.applicant_id', '=', request.applicantId)
    .orderBy('attempts.registered_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .executeTakeFirst();
  const deadline = new Date(clock.now().getTime() + EXAMPLE_DEADLINE_DAYS * 24 * 3_600_000);
  const values: MessageValues = {
    name: applicant.name,
    school: applicant.school,
    assessment: latest?.name ?? 'Admission test',
    link: latest ? examPath(latest.hash) : PATHS.apply,
    status_link: await statusLinkPath(db, request.applicantId),
    deadline: messageTime(deadline),
    position: '1',
    code: '123456',
  };
  return renderQueuedMessage({ ...template, values, language: request.language }, messagesPublicUrl(config));
}
