import type { Kysely } from 'kysely';
import { examPath, type MessageLanguage, type MessageTemplate } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { noApplicantMessage } from '../applicant-records';
import { resultReleased } from '../attempts/results';
import { writeAudit } from '../audit';
import { applicantLanguage } from '../messages/applicant-language';
import { enqueueMessage } from '../messages/enqueue-message';
import { statusLinkPath } from './status-links';

export const NOWHERE_TO_SEND =
  'This applicant has no e-mail address or mobile to send to. Add one with Update info, or copy the links instead.';
export const NOWHERE_TO_SEND_CODE = 'no_contact';
export const linksQueuedMessage = (count: number) =>
  `${count === 1 ? 'One message was' : `${count} messages were`} queued to the applicant.`;

/** The message a resend queues, in the applicant's language; {link} only when a result is released. */
const RESEND_TEXT: Record<MessageLanguage, { withResult: MessageTemplate; withoutResult: MessageTemplate }> = {
  En: {
    withResult: {
      subject: '{school}: your application and your result',
      body: 'Dear {name},\n\nYour application page, with every decision and result: {status_link}\nYour latest result: {link}\n\n{school}',
    },
    withoutResult: {
      subject: '{school}: your application page',
      body: 'Dear {name},\n\nYour application page, with every decision and result: {status_link}\n\n{school}',
    },
  },
  Ar: {
    withResult: {
      subject: '{school}: طلبك ونتيجتك',
      body: 'مرحبًا {name}،\n\nصفحة طلبك، وفيها كل قرار ونتيجة: {status_link}\nآخر نتيجة لك: {link}\n\n{school}',
    },
    withoutResult: {
      subject: '{school}: صفحة طلبك',
      body: 'مرحبًا {name}،\n\nصفحة طلبك، وفيها كل قرار ونتيجة: {status_link}\n\n{school}',
    },
  },
};

async function attemptsOf(db: Kysely<Database>, applicantId: number) {
  return db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .select([
      'attempts.id',
      'attempts.hash',
      'attempts.status',
      'attempts.results_released_at',
      'assessments.name as assessment',
      'assessments.show_results_after_grading as show_results',
    ])
    .where('attempts.applicant_id', '=', applicantId)
    .orderBy('attempts.registered_at')
    .orderBy('attempts.id')
    .execute();
}

async function applicantOrNotFound(db: Kysely<Database>, applicantId: number): Promise<void> {
  const row = await db.selectFrom('applicants').select('id').where('id', '=', applicantId).executeTakeFirst();
  if (!row) throw notFound(noApplicantMessage(applicantId));
}

/** admin/getapplicantlinks.php: the status page link and each attempt's exam / result link. */
export async function applicantLinks(db: Kysely<Database>, applicantId: number) {
  await applicantOrNotFound(db, applicantId);
  const [statusLink, attempts] = await Promise.all([statusLinkPath(db, applicantId), attemptsOf(db, applicantId)]);
  return {
    statusLink,
    attempts: attempts.map((attempt) => ({
      attemptId: attempt.id,
      assessment: attempt.assessment,
      status: attempt.status,
      released: resultReleased(attempt),
      link: examPath(attempt.hash),
    })),
  };
}

/**
 * admin/resendlinks.php: queue the status link, and the latest released
 * result's link, to the applicant's e-mail and mobile (a staff message in
 * the outbox), audited; 409 when there is nowhere to send.
 */
export async function resendLinks(db: Kysely<Database>, actorUserId: number, applicantId: number): Promise<number> {
  await applicantOrNotFound(db, applicantId);
  const [language, attempts] = await Promise.all([applicantLanguage(db, applicantId), attemptsOf(db, applicantId)]);
  const latestResult = attempts.filter((attempt) => resultReleased(attempt)).at(-1);
  const texts = RESEND_TEXT[language];
  return db.transaction().execute(async (transaction) => {
    const queued = await enqueueMessage(transaction, {
      event: 'staff_message',
      applicantId,
      values: latestResult ? { link: examPath(latestResult.hash) } : {},
      text: latestResult ? texts.withResult : texts.withoutResult,
      createdBy: actorUserId,
    });
    if (queued === 0) throw new HttpError(409, NOWHERE_TO_SEND, {}, NOWHERE_TO_SEND_CODE);
    await writeAudit(transaction, {
      actorUserId,
      action: 'applicant.resend_links',
      subjectType: 'applicant',
      subjectId: applicantId,
      details: { queued, result: latestResult?.id ?? null },
    });
    return queued;
  });
}
