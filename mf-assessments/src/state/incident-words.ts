import {
  INCIDENT_CATEGORY_WORDS,
  INCIDENT_MINUTES_INVALID,
  INCIDENT_NOTE_REQUIRED,
  INCIDENT_RECORDED,
  incidentRecordedWithMinutesMessage,
  type IncidentCategory,
  type IncidentGroup,
} from '@mizan/shared';

/** What the incident dialog, list and export say, in the assessment's language. */
export interface IncidentWords {
  toolbar: string;
  record: string;
  export: string;
  dialogTitle: (name: string) => string;
  category: string;
  groups: Record<IncidentGroup, string>;
  categories: Record<IncidentCategory, string>;
  note: string;
  noteRequired: string;
  minutes: string;
  minutesHelp: string;
  minutesInvalid: string;
  save: string;
  cancel: string;
  /** Said once it is recorded. */
  recorded: (minutes: number) => string;
  recordedTitle: string;
  noneRecorded: string;
  minutesGiven: (minutes: number) => string;
  by: (who: string, when: string) => string;
  csvHeader: string[];
  csvName: (examId: number) => string;
}

export const INCIDENT_WORDS: Record<'En' | 'Ar', IncidentWords> = {
  En: {
    toolbar: 'Incidents (select one attempt to record one)',
    record: 'Record incident…',
    export: 'Export incidents (CSV)',
    dialogTitle: (name) => `Record an incident: ${name}`,
    category: 'Category',
    groups: { environment: 'Environment', examinee: 'Examinee', technical: 'Technical', conduct: 'Conduct', other: 'Other' },
    categories: INCIDENT_CATEGORY_WORDS.en,
    note: 'Note',
    noteRequired: INCIDENT_NOTE_REQUIRED,
    minutes: 'Minutes given back (0 for none)',
    minutesHelp: 'The attempt is extended by these minutes, as Extend time does.',
    minutesInvalid: INCIDENT_MINUTES_INVALID,
    save: 'Record',
    cancel: 'Cancel',
    recorded: (minutes) => (minutes > 0 ? incidentRecordedWithMinutesMessage(minutes) : INCIDENT_RECORDED),
    recordedTitle: 'Incidents recorded for this attempt',
    noneRecorded: 'No incident recorded for this attempt yet.',
    minutesGiven: (minutes) => `${minutes} minute${minutes === 1 ? '' : 's'} given back`,
    by: (who, when) => `by ${who}, ${when}`,
    csvHeader: ['Applicant', 'ID', 'Trial', 'Category', 'Note', 'Minutes given back', 'Recorded by', 'Recorded at'],
    csvName: (examId) => `incidents-assessment-${examId}.csv`,
  },
  Ar: {
    toolbar: 'الوقائع (اختر محاولة واحدة لتسجيل واقعة)',
    record: 'تسجيل واقعة…',
    export: 'تصدير الوقائع (CSV)',
    dialogTitle: (name) => `تسجيل واقعة: ${name}`,
    category: 'الفئة',
    groups: { environment: 'البيئة', examinee: 'الممتحن', technical: 'تقنية', conduct: 'السلوك', other: 'أخرى' },
    categories: INCIDENT_CATEGORY_WORDS.ar,
    note: 'ملاحظة',
    noteRequired: 'يرجى وصف ما حدث: الملاحظة مطلوبة عند الاشتباه في مخالفة وللوقائع الأخرى.',
    minutes: 'دقائق تعويض (0 إن لم يكن هناك تعويض)',
    minutesHelp: 'يمدَّد وقت المحاولة بهذه الدقائق، كما يفعل تمديد الوقت.',
    minutesInvalid: 'يجب أن تكون دقائق التعويض عددًا صحيحًا من 0 إلى 600.',
    save: 'تسجيل',
    cancel: 'إلغاء',
    recorded: (minutes) =>
      minutes > 0 ? `سُجلت الواقعة، ومُدد الوقت (دقائق التعويض: ${minutes}). تتبعها ساعة المتقدم عند الحفظ التالي.` : 'سُجلت الواقعة.',
    recordedTitle: 'الوقائع المسجلة لهذه المحاولة',
    noneRecorded: 'لم تسجل أي واقعة لهذه المحاولة بعد.',
    minutesGiven: (minutes) => `دقائق التعويض: ${minutes}`,
    by: (who, when) => `سجلها ${who}، ${when}`,
    csvHeader: ['المتقدم', 'الرقم القومي', 'المحاولة', 'الفئة', 'الملاحظة', 'دقائق التعويض', 'سجلها', 'وقت التسجيل'],
    csvName: (examId) => `incidents-assessment-${examId}.csv`,
  },
};
