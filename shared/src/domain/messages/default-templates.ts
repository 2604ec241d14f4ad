import type { MessageChannel, MessageEvent, MessageLanguage } from './message-kinds';

/** A template: the e-mail's subject ('' for SMS) and the text, with {placeholders}. */
export interface MessageTemplate {
  subject: string;
  body: string;
}

interface ShippedText {
  subject: string;
  email: string;
  sms: string;
}

/**
 * The texts Mizan ships, per event and language; staff may replace any of
 * them (admin/savetemplate.php). For the exam reminder {deadline} is the
 * assessment's start; for an offer it is the offer's deadline.
 */
const SHIPPED: Record<MessageEvent, Record<MessageLanguage, ShippedText>> = {
  exam_invitation: {
    En: {
      subject: '{school}: your invitation to {assessment}',
      email:
        'Dear {name},\n\nYou are invited to sit {assessment}. Open this link to begin:\n{link}\n\nFollow your application at any time: {status_link}\n\n{school}',
      sms: '{school}: {name}, you are invited to sit {assessment}. Begin here: {link}',
    },
    Ar: {
      subject: '{school}: دعوة إلى {assessment}',
      email:
        'مرحبًا {name}،\n\nأنت مدعو لأداء {assessment}. افتح هذا الرابط للبدء:\n{link}\n\nتابع طلبك في أي وقت: {status_link}\n\n{school}',
      sms: '{school}: {name}، أنت مدعو لأداء {assessment}. ابدأ من هنا: {link}',
    },
  },
  exam_reminder: {
    En: {
      subject: 'Reminder: {assessment} starts on {deadline}',
      email: 'Dear {name},\n\nA reminder that {assessment} starts on {deadline}. Your link:\n{link}\n\n{school}',
      sms: '{school}: {assessment} starts on {deadline}. Your link: {link}',
    },
    Ar: {
      subject: 'تذكير: يبدأ {assessment} في {deadline}',
      email: 'مرحبًا {name}،\n\nنذكّرك بأن {assessment} يبدأ في {deadline}. رابطك:\n{link}\n\n{school}',
      sms: '{school}: يبدأ {assessment} في {deadline}. رابطك: {link}',
    },
  },
  results_released: {
    En: {
      subject: '{school}: your result in {assessment}',
      email:
        'Dear {name},\n\nYour result in {assessment} is ready. See it here:\n{link}\n\nYour application at any time: {status_link}\n\n{school}',
      sms: '{school}: your result in {assessment} is ready: {link}',
    },
    Ar: {
      subject: '{school}: نتيجتك في {assessment}',
      email: 'مرحبًا {name}،\n\nنتيجتك في {assessment} جاهزة. اطّلع عليها من هنا:\n{link}\n\nتابع طلبك في أي وقت: {status_link}\n\n{school}',
      sms: '{school}: نتيجتك في {assessment} جاهزة: {link}',
    },
  },
  offer_made: {
    En: {
      subject: '{school}: an offer of a place',
      email:
        'Dear {name},\n\nWe are pleased to offer you a place at {school}. Please accept or decline before {deadline} on your status page:\n{status_link}\n\n{school}',
      sms: '{school}: {name}, you are offered a place. Answer before {deadline}: {status_link}',
    },
    Ar: {
      subject: '{school}: عرض مقعد',
      email:
        'مرحبًا {name}،\n\nيسعدنا أن نعرض عليك مقعدًا في {school}. يرجى القبول أو الاعتذار قبل {deadline} من صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: {name}، نعرض عليك مقعدًا. يرجى الرد قبل {deadline}: {status_link}',
    },
  },
  offer_reminder: {
    En: {
      subject: '{school}: your offer ends on {deadline}',
      email:
        'Dear {name},\n\nYour offer of a place at {school} ends on {deadline}. Please accept or decline on your status page:\n{status_link}\n\n{school}',
      sms: '{school}: your offer ends on {deadline}. Answer here: {status_link}',
    },
    Ar: {
      subject: '{school}: ينتهي عرضك في {deadline}',
      email:
        'مرحبًا {name}،\n\nينتهي عرض المقعد في {school} في {deadline}. يرجى القبول أو الاعتذار من صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: ينتهي عرضك في {deadline}. يرجى الرد من هنا: {status_link}',
    },
  },
  waitlisted: {
    En: {
      subject: '{school}: you are on the waiting list',
      email:
        'Dear {name},\n\nYou are number {position} on the waiting list of {school}. We will write to you when a place becomes free. Your status page:\n{status_link}\n\n{school}',
      sms: '{school}: {name}, you are number {position} on the waiting list. {status_link}',
    },
    Ar: {
      subject: '{school}: أنت على قائمة الانتظار',
      email:
        'مرحبًا {name}،\n\nترتيبك {position} على قائمة الانتظار في {school}. سنراسلك عندما يتاح مقعد. صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: {name}، ترتيبك {position} على قائمة الانتظار. {status_link}',
    },
  },
  promoted: {
    En: {
      subject: '{school}: a place is now offered to you',
      email:
        'Dear {name},\n\nA place at {school} has become free and is now offered to you. Please accept or decline before {deadline} on your status page:\n{status_link}\n\n{school}',
      sms: '{school}: {name}, a place is now offered to you. Answer before {deadline}: {status_link}',
    },
    Ar: {
      subject: '{school}: أصبح لك مقعد',
      email:
        'مرحبًا {name}،\n\nأتيح مقعد في {school} وهو معروض عليك الآن. يرجى القبول أو الاعتذار قبل {deadline} من صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: {name}، أتيح لك مقعد. يرجى الرد قبل {deadline}: {status_link}',
    },
  },
  offer_expired: {
    En: {
      subject: '{school}: your offer has expired',
      email:
        'Dear {name},\n\nYour offer of a place at {school} ended on {deadline} without an answer, so it has expired. Your status page:\n{status_link}\n\n{school}',
      sms: '{school}: your offer ended on {deadline} without an answer. {status_link}',
    },
    Ar: {
      subject: '{school}: انتهى عرضك',
      email: 'مرحبًا {name}،\n\nانتهت مهلة عرض المقعد في {school} في {deadline} دون رد، فانتهى العرض. صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: انتهت مهلة عرضك في {deadline} دون رد. {status_link}',
    },
  },
  decision_changed: {
    En: {
      subject: '{school}: your application has been updated',
      email:
        'Dear {name},\n\nThe decision on your application to {school} has changed. See it on your status page:\n{status_link}\n\n{school}',
      sms: '{school}: the decision on your application has changed: {status_link}',
    },
    Ar: {
      subject: '{school}: تحديث على طلبك',
      email: 'مرحبًا {name}،\n\nتغيّر القرار بشأن طلبك في {school}. اطّلع عليه في صفحة طلبك:\n{status_link}\n\n{school}',
      sms: '{school}: تغيّر القرار بشأن طلبك: {status_link}',
    },
  },
  one_time_code: {
    En: {
      subject: '{school}: your code is {code}',
      email:
        'Dear {name},\n\nYour one-time code is {code}. Enter it on the page that asked for it. If you did not ask for it, ignore this message.\n\n{school}',
      sms: '{school}: your one-time code is {code}',
    },
    Ar: {
      subject: '{school}: رمزك هو {code}',
      email: 'مرحبًا {name}،\n\nرمزك لمرة واحدة هو {code}. أدخله في الصفحة التي طلبته. إذا لم تطلبه فتجاهل هذه الرسالة.\n\n{school}',
      sms: '{school}: رمزك لمرة واحدة هو {code}',
    },
  },
  staff_message: {
    En: { subject: '{school}: a message for {name}', email: 'Dear {name},\n\n\n\n{school}', sms: '{school}: ' },
    Ar: { subject: '{school}: رسالة إلى {name}', email: 'مرحبًا {name}،\n\n\n\n{school}', sms: '{school}: ' },
  },
};

/** The shipped template of an event in a language for a channel (an SMS has no subject). */
export function defaultMessageTemplate(event: MessageEvent, language: MessageLanguage, channel: MessageChannel): MessageTemplate {
  const shipped = SHIPPED[event][language];
  return channel === 'email' ? { subject: shipped.subject, body: shipped.email } : { subject: '', body: shipped.sms };
}
