import {
  DELIVERY_STATE_LABELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_EVENT_LABELS,
  type DeliveryState,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
} from '@mizan/shared';

/**
 * What the message screens show, as plain rules the screens only render.
 * The events, channels and states themselves are shared/src/domain/messages.
 */

export const DELIVERY_TAG_COLORS: Record<DeliveryState, string> = { waiting: 'gold', sending: 'blue', sent: 'green', failed: 'red' };

interface Delivery {
  state: DeliveryState;
  note: string;
  attempts: number;
  lastAnswer: string;
}

/** A message's delivery in words: "Sent", "Waiting: not sent: no mail server configured", "Failed after 3 tries: 550 …". */
export function deliveryInWords(message: Delivery): string {
  const label = DELIVERY_STATE_LABELS[message.state];
  const tries = message.attempts === 1 ? '1 try' : `${message.attempts} tries`;
  switch (message.state) {
    case 'waiting':
      return message.note ? `${label}: ${message.note}` : message.attempts > 0 ? `${label} (${tries} so far)` : label;
    case 'failed':
      return `${label} after ${tries}${message.lastAnswer ? `: ${message.lastAnswer}` : ''}`;
    default:
      return label;
  }
}

/** Staff may send a failed message again. */
export const mayRetry = (message: { state: DeliveryState }) => message.state === 'failed';

/** Arabic text reads right to left. */
export const textDirection = (language: MessageLanguage): 'rtl' | 'ltr' => (language === 'Ar' ? 'rtl' : 'ltr');
export const languageTag = (language: MessageLanguage) => (language === 'Ar' ? 'ar' : 'en');

export const eventLabel = (event: MessageEvent) => MESSAGE_EVENT_LABELS[event];
export const channelLabel = (channel: MessageChannel) => MESSAGE_CHANNEL_LABELS[channel];

/** The events an admission round sends, in the order a season meets them. */
export const ROUND_EVENTS: readonly MessageEvent[] = [
  'offer_made',
  'offer_reminder',
  'waitlisted',
  'promoted',
  'offer_expired',
  'decision_changed',
];

export interface EventChannel {
  event: MessageEvent;
  channel: MessageChannel;
}

/** Whether an event sends by a channel, given the pairs turned off. */
export function sends(off: readonly EventChannel[], event: MessageEvent, channel: MessageChannel): boolean {
  return !off.some((pair) => pair.event === event && pair.channel === channel);
}

/** The pairs turned off once staff turn one on or off. */
export function withSending(off: readonly EventChannel[], event: MessageEvent, channel: MessageChannel, on: boolean): EventChannel[] {
  const others = off.filter((pair) => !(pair.event === event && pair.channel === channel));
  return on ? others : [...others, { event, channel }];
}

/** At most this many applicants in one message (admin/sendmessage.php's limit). */
export function recipientsInWords(count: number, limit: number): { text: string; tooMany: boolean } {
  if (count === 0) return { text: 'No applicant is shown: change the search or filters first.', tooMany: true };
  if (count > limit) {
    return {
      text: `${count.toLocaleString('en')} applicants are shown; one message goes to at most ${limit.toLocaleString('en')}. Narrow the filters.`,
      tooMany: true,
    };
  }
  return { text: count === 1 ? 'To 1 applicant.' : `To the ${count.toLocaleString('en')} applicants shown.`, tooMany: false };
}
