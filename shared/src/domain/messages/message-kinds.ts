/**
 * What the school sends families (docs/decisions.md, "Messages and the
 * outbox"): the events that send, the channels they go by, the languages
 * templates come in, and the states a message passes through in the outbox.
 */
export const MESSAGE_EVENTS = [
  'exam_invitation',
  'exam_reminder',
  'results_released',
  'offer_made',
  'offer_reminder',
  'waitlisted',
  'promoted',
  'offer_expired',
  'decision_changed',
  'one_time_code',
  'staff_message',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_LANGUAGES = ['En', 'Ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * waiting: in the outbox, to be sent (or held: no mail server / SMS provider
 * configured); sending: a node claimed it and is sending it now; sent: the
 * mail server or SMS provider accepted it; failed: given up (retries used up,
 * a number that is not a mobile, or the sending node stopped mid-send).
 */
export const DELIVERY_STATES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  exam_invitation: 'Exam invitation',
  exam_reminder: 'Exam reminder',
  results_released: 'Results released',
  offer_made: 'Offer made',
  offer_reminder: 'Offer reminder',
  waitlisted: 'Waitlisted',
  promoted: 'Promoted from the waitlist',
  offer_expired: 'Offer expired',
  decision_changed: 'Decision changed',
  one_time_code: 'One-time code',
  staff_message: 'Message from staff',
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS' };

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** What staff read beside a waiting message whose channel has nowhere to send. */
export const NOT_SENT_NO_MAIL_SERVER = 'not sent: no mail server configured';
export const NOT_SENT_NO_SMS_PROVIDER = 'not sent: no SMS provider configured';
