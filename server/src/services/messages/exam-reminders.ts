import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { applyPath, examPath } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { startPeriodicJob } from '../periodic-job';
import { enqueueMessages } from './enqueue-message';
import { messageTime } from './message-time';

/** How long before an assessment's start its applicants are reminded, unless EXAM_REMINDER_HOURS says otherwise. */
const DEFAULT_EXAM_REMINDER_HOURS = 24;
/** How often each node looks for assessments starting soon. */
const REMINDER_INTERVAL_MS = 5 * 60_000;

/**
 * Queue the exam reminder for every published assessment starting within
 * `hours`, to each applicant it concerns who has not had it: those
 * registered (an attempt not handed in) and those sent its invitation. Their
 * link is their open attempt's exam page, else the apply page. Once per
 * applicant and assessment: the outbox's dedupe key makes a second run, or
 * another node running at the same moment, queue nothing.
 */
export async function queueExamReminders(db: Kysely<Database>, clock: Clock, hours: number): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + hours * 3_600_000);
  const assessments = await db
    .selectFrom('assessments')
    .select(['id', 'name', 'startdate'])
    .where('published', '=', true)
    .where('startdate', '>', now)
    .where('startdate', '<=', until)
    .execute();
  let queued = 0;
  for (const assessment of assessments) {
    const concerned = await db
      .selectFrom('applicants as p')
      .leftJoin(
        (join) =>
          join
            .selectFrom('attempts')
            .select(['applicant_id', sql<string>`max(hash)`.as('hash')])
            .where('assessment_id', '=', assessment.id)
            .where('submitted_at', 'is', null)
            .groupBy('applicant_id')
            .as('open'),
        (join) => join.onRef('open.applicant_id', '=', 'p.id'),
      )
      .select(['p.id', 'open.hash'])
      .where((where) =>
        where.or([
          where('open.hash', 'is not', null),
          where.exists(
            where
              .selectFrom('message_outbox as invited')
              .select('invited.id')
              .where('invited.event', '=', 'exam_invitation')
              .where('invited.assessment_id', '=', assessment.id)
              .whereRef('invited.applicant_id', '=', 'p.id'),
          ),
        ]),
      )
      .where((where) =>
        where.not(
          where.exists(
            where
              .selectFrom('message_outbox as reminded')
              .select('reminded.id')
              .where('reminded.event', '=', 'exam_reminder')
              .where('reminded.assessment_id', '=', assessment.id)
              .whereRef('reminded.applicant_id', '=', 'p.id'),
          ),
        ),
      )
      .orderBy('p.id')
      .execute();
    const counts = await enqueueMessages(
      db,
      concerned.map((applicant) => ({
        event: 'exam_reminder' as const,
        applicantId: applicant.id,
        assessmentId: assessment.id,
        values: {
          assessment: assessment.name,
          deadline: messageTime(assessment.startdate!),
          link: applicant.hash ? examPath(applicant.hash) : applyPath(assessment.id),
        },
        dedupeKey: `exam_reminder:${assessment.id}:${applicant.id}`,
      })),
    );
    queued += counts.reduce((sum, count) => sum + count, 0);
  }
  return queued;
}

/** The exam reminders, on every API node (EXAM_REMINDER_HOURS=0 turns them off). */
export function startExamReminders(app: FastifyInstance, services: Pick<AppServices, 'db' | 'clock' | 'config'>): void {
  const hours = services.config.messaging?.examReminderHours ?? DEFAULT_EXAM_REMINDER_HOURS;
  if (hours === 0) return;
  startPeriodicJob(app, {
    name: 'the exam reminders',
    everyMs: REMINDER_INTERVAL_MS,
    run: async () => {
      const queued = await queueExamReminders(services.db, services.clock, hours);
      return queued > 0 ? { message: 'exam reminders queued', details: { queued } } : null;
    },
  });
}
