import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageChannel } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import type { MessagingConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { startPeriodicJob } from '../periodic-job';
import { EmailSender } from './email-sender';
import { claimDueMessages, failLapsedClaims, type ClaimedMessage } from './outbox-claims';
import { recordOutcome, recordSent } from './outbox-results';
import { renderQueuedMessage } from './render-message';
import type { SendOutcome } from './send-outcome';
import { SmsSender } from './sms-sender';

/** How often each node looks for messages to send. */
const OUTBOX_INTERVAL_MS = 5_000;
/** Messages one claim takes: enough to keep the SMTP pool busy, sent in well under the claim's lease. */
const CLAIM_BATCH = 100;

/** The senders of the channels that are configured; a channel without one keeps its messages waiting. */
export interface OutboxSenders {
  email: EmailSender | null;
  sms: SmsSender | null;
}

interface DrainServices {
  db: Kysely<Database>;
  clock: Clock;
  senders: OutboxSenders;
  publicUrl: string;
  /** Asked before each claim: the app is closing, leave the rest for the next start (or another node). */
  stopping?: () => boolean;
}

/** One run of the worker: lapsed claims failed, then due messages claimed, sent and recorded, batch after batch until none is due. */
export async function drainOutbox(services: DrainServices): Promise<{ sent: number; notSent: number; lapsed: number }> {
  const { db, clock, senders } = services;
  const lapsed = await failLapsedClaims(db, clock.now());
  const channels = (Object.keys(senders) as MessageChannel[]).filter((channel) => senders[channel] !== null);
  let sent = 0;
  let notSent = 0;
  while (!services.stopping?.()) {
    const claimed = await claimDueMessages(db, clock.now(), channels, CLAIM_BATCH);
    const outcomes = await Promise.all(
      claimed.map(async (message) => {
        const outcome = await sendOne(services, message);
        if (outcome.result !== 'sent') await recordOutcome(db, clock.now(), message, outcome);
        return { message, outcome };
      }),
    );
    const delivered = outcomes.filter(({ outcome }) => outcome.result === 'sent');
    await recordSent(
      db,
      clock.now(),
      delivered.map(({ message, outcome }) => ({ message, answer: outcome.answer })),
    );
    sent += delivered.length;
    notSent += outcomes.length - delivered.length;
    if (claimed.length < CLAIM_BATCH) break;
  }
  return { sent, notSent, lapsed };
}

async function sendOne(services: DrainServices, message: ClaimedMessage): Promise<SendOutcome> {
  const rendered = renderQueuedMessage(message, services.publicUrl);
  try {
    if (message.channel === 'email') return await services.senders.email!.send(message.recipient, rendered);
    return await services.senders.sms!.send(message.recipient, rendered.text);
  } catch (error) {
    return { result: 'try_again', answer: error instanceof Error ? error.message : String(error) };
  }
}

/** The address links in messages start with: PUBLIC_URL, else this server's own address. */
export function messagesPublicUrl(config: AppServices['config']): string {
  return config.messaging?.publicUrl ?? `http://${config.host}:${config.port}`;
}

function sendersFor(messaging: MessagingConfig | undefined): OutboxSenders {
  return {
    email: messaging?.smtpUrl ? new EmailSender(messaging.smtpUrl, messaging.smtpFrom) : null,
    sms: messaging?.smsUrl ? new SmsSender(messaging.smsUrl, messaging.smsAuthHeader, messaging.smsCountryCode) : null,
  };
}

/**
 * The outbox worker, on every API node (docs/decisions.md, "Messages and the
 * outbox"): nodes claim with `FOR UPDATE SKIP LOCKED`, so they share the work
 * and never send one message twice. A channel without a mail server or SMS
 * provider configured is not claimed: its messages wait. The senders close
 * with the app.
 */
export function startOutboxWorker(app: FastifyInstance, services: Pick<AppServices, 'db' | 'clock' | 'config'>): void {
  const messaging = services.config.messaging;
  const senders = sendersFor(messaging);
  if (!senders.email && !senders.sms) return;
  let stopping = false;
  const drain = {
    db: services.db,
    clock: services.clock,
    senders,
    publicUrl: messagesPublicUrl(services.config),
    stopping: () => stopping,
  };
  startPeriodicJob(app, {
    name: 'the outbox worker',
    everyMs: messaging?.outboxEveryMs ?? OUTBOX_INTERVAL_MS,
    run: async () => {
      const counts = await drainOutbox(drain);
      return counts.sent + counts.notSent + counts.lapsed > 0 ? { message: 'messages sent from the outbox', details: counts } : null;
    },
  });
  // Registered after the job's own hook, so it runs first (fastify runs onClose hooks last added first): the run
  // stops claiming, the sends under way finish and are recorded, then the job's hook waits for the run to end.
  app.addHook('onClose', async () => {
    stopping = true;
    await senders.email?.close();
  });
}
