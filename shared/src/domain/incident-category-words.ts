import type { IncidentCategory } from '../api/contract-incidents';

/** Each incident category's name, in the assessment's language: the control room and the evidence pack say the same. */
export const INCIDENT_CATEGORY_WORDS: Record<'en' | 'ar', Record<IncidentCategory, string>> = {
  en: {
    power: 'Power cut',
    noise: 'Noise',
    illness: 'Illness',
    late: 'Arrived late',
    network: 'Network failure',
    device: 'Device failure',
    misconduct: 'Suspected misconduct',
    other: 'Other',
  },
  ar: {
    power: 'انقطاع الكهرباء',
    noise: 'ضوضاء',
    illness: 'مرض',
    late: 'تأخر في الحضور',
    network: 'عطل في الشبكة',
    device: 'عطل في الجهاز',
    misconduct: 'اشتباه في مخالفة',
    other: 'أخرى',
  },
};
