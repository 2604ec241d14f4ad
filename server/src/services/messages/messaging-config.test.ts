import { loadConfig } from '../../config';

describe('the messaging configuration (SMTP_URL, SMTP_FROM, SMS_URL, SMS_AUTH_HEADER, SMS_COUNTRY_CODE, PUBLIC_URL)', () => {
  it('reads what a school sets', () => {
    const messaging = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      SMTP_FROM: 'Al Noor Admissions <admissions@alnoor.example>',
      SMS_URL: 'https://sms-relay.example/send',
      SMS_AUTH_HEADER: 'Authorization: Bearer t0ken',
      SMS_COUNTRY_CODE: '+971',
      PUBLIC_URL: 'https://admissions.alnoor.example/',
      EXAM_REMINDER_HOURS: '48',
    }).messaging;
    expect(messaging).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      smtpFrom: 'Al Noor Admissions <admissions@alnoor.example>',
      smsUrl: 'https://sms-relay.example/send',
      smsAuthHeader: ['Authorization', 'Bearer t0ken'],
      smsCountryCode: '971',
      publicUrl: 'https://admissions.alnoor.example',
      examReminderHours: 48,
    });
  });

  it('without any of them: nothing sent (messages wait), Egypt, the sender placeholder', () => {
    expect(loadConfig({}).messaging).toEqual({
      smtpUrl: null,
      smtpFrom: 'Mizan <no-reply@localhost>',
      smsUrl: null,
      smsAuthHeader: null,
      smsCountryCode: '20',
      publicUrl: null,
      examReminderHours: undefined,
    });
  });

  it('refuses a malformed value with a sentence naming it', () => {
    expect(() => loadConfig({ SMS_COUNTRY_CODE: 'Egypt' })).toThrow(
      'SMS_COUNTRY_CODE must be a country calling code such as 20, not "Egypt".',
    );
    expect(() => loadConfig({ SMS_AUTH_HEADER: 'just-a-token' })).toThrow('SMS_AUTH_HEADER must be one header, "Name: value"');
    expect(() => loadConfig({ PUBLIC_URL: 'admissions.example' })).toThrow('PUBLIC_URL must start with https:// or http://');
    expect(() => loadConfig({ EXAM_REMINDER_HOURS: 'a day' })).toThrow('EXAM_REMINDER_HOURS must be a whole number');
  });
});
