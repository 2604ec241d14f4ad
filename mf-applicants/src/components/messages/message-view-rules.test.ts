import { NOT_SENT_NO_MAIL_SERVER } from '@mizan/shared';
import { deliveryInWords, mayRetry, recipientsInWords, sends, textDirection, withSending } from './message-view-rules';

const delivery = (fields: Partial<Parameters<typeof deliveryInWords>[0]>) => ({
  state: 'sent' as const,
  note: '',
  attempts: 1,
  lastAnswer: '',
  ...fields,
});

describe("a message's delivery in words", () => {
  it('says why a waiting message is not going out, how a failed one failed, and that a sent one was sent', () => {
    expect(deliveryInWords(delivery({ state: 'waiting', attempts: 0, note: NOT_SENT_NO_MAIL_SERVER }))).toBe(
      'Waiting: not sent: no mail server configured',
    );
    expect(deliveryInWords(delivery({ state: 'waiting', attempts: 2 }))).toBe('Waiting (2 tries so far)');
    expect(deliveryInWords(delivery({ state: 'failed', attempts: 5, lastAnswer: '550 mailbox unavailable' }))).toBe(
      'Failed after 5 tries: 550 mailbox unavailable',
    );
    expect(deliveryInWords(delivery({}))).toBe('Sent');
  });

  it('offers Retry for a failed message only', () => {
    expect(mayRetry({ state: 'failed' })).toBe(true);
    expect(['waiting', 'sending', 'sent'].some((state) => mayRetry({ state: state as never }))).toBe(false);
  });

  it('reads Arabic right to left', () => {
    expect(textDirection('Ar')).toBe('rtl');
    expect(textDirection('En')).toBe('ltr');
  });
});

describe("a round's events on and off", () => {
  it('turns one event and channel off and on again, leaving the others', () => {
    const off = withSending([{ event: 'waitlisted', channel: 'email' }], 'offer_reminder', 'sms', false);
    expect(off).toEqual([
      { event: 'waitlisted', channel: 'email' },
      { event: 'offer_reminder', channel: 'sms' },
    ]);
    expect(sends(off, 'offer_reminder', 'sms')).toBe(false);
    expect(sends(off, 'offer_reminder', 'email')).toBe(true);
    expect(withSending(off, 'waitlisted', 'email', true)).toEqual([{ event: 'offer_reminder', channel: 'sms' }]);
  });
});

describe('who a staff message goes to', () => {
  it('refuses none and more than the limit, and counts the rest', () => {
    expect(recipientsInWords(0, 5000).tooMany).toBe(true);
    expect(recipientsInWords(6000, 5000)).toEqual({
      text: '6,000 applicants are shown; one message goes to at most 5,000. Narrow the filters.',
      tooMany: true,
    });
    expect(recipientsInWords(12, 5000)).toEqual({ text: 'To the 12 applicants shown.', tooMany: false });
  });
});
