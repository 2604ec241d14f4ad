import type { Kysely } from 'kysely';
import type { MessageCallName, RequestOf } from '@mizan/shared';
import type { Database } from '../db/schema';
import { enqueueMessage } from '../services/messages/enqueue-message';
import { freshSsn } from './applicant-fixtures';
import type { TestApp } from './test-app';

/** An applicant straight into the table, with the contact details given. */
export async function insertApplicant(
  db: Kysely<Database>,
  contact: { name?: string; email?: string; mobile?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('applicants')
    .values({
      name: contact.name ?? 'Mona Adel Fathy',
      ssn: freshSsn('female'),
      gender: 'female',
      email: contact.email ?? 'mona.adel@families.example',
      mobile: contact.mobile ?? '01012345678',
      prep_mark: 90,
      math: 90,
      english: 90,
      std_code: 'STD-M-1',
      school_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid payload for each message call: an applicant with a failed message to retry, an assessment to set and invite to. */
export async function messageSamples(t: TestApp, assessmentId: number): Promise<{ [Name in MessageCallName]: RequestOf<Name> }> {
  const db = t.database.db;
  const applicantId = await insertApplicant(db, { email: 'samples@families.example' });
  await enqueueMessage(db, { event: 'decision_changed', applicantId, values: {} });
  const failed = await db
    .updateTable('message_outbox')
    .set({ state: 'failed', attempts: 8, provider_answer: '451 try later (given up after 8 tries)' })
    .where('applicant_id', '=', applicantId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    getMessages: { applicantId, state: 'failed' },
    sendMessage: { applicantIds: [applicantId], subject: 'Open day', body: 'Dear {name}, come to our open day.', channels: ['email'] },
    retryMessage: { id: failed.id },
    getTemplates: {},
    saveTemplate: {
      event: 'offer_made',
      language: 'En',
      channel: 'sms',
      subject: '',
      body: '{school}: {name}, a place for you. Answer by {deadline}: {status_link}',
    },
    previewTemplate: { event: 'offer_made', language: 'Ar', channel: 'email', subject: '{school}: عرض', body: 'مرحبًا {name}', applicantId },
    getMessageSettings: { assessmentId },
    saveMessageSettings: { assessmentId, off: [{ event: 'exam_reminder', channel: 'sms' }] },
  };
}
