/**
 * Interview rating forms (SPEC §3 Interview review, §9): the form follows the
 * applicant's `job` — below 3 the 12-criterion form, 3 to 11 the
 * 7-criterion form, above 11 the 21-criterion form. A missing job counts as
 * 0 (the 12-criterion form), as the seed's `job < 3` comparison did. The
 * criteria are Arabic (SPEC §1) and shown right to left. Each criterion is
 * rated 1 to 5 and every one is required.
 *
 * The parent score (SPEC "My Review (100)") is the share of the maximum
 * points, out of 100, rounded to 2 decimals:
 *
 *     parent = round2( sum of ratings / (5 × number of criteria) × 100 )
 *
 * so all 5s give 100.00, all 3s 60.00 and all 1s 20.00 (docs/decisions.md).
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The rating labels 1..5, Arabic, for the radio buttons. */
export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'ضعيف',
  2: 'مقبول',
  3: 'جيد',
  4: 'جيد جدًا',
  5: 'ممتاز',
};

/** The form's size is its id: 12, 7 or 21 criteria. */
export const INTERVIEW_FORM_SIZES = [12, 7, 21] as const;
export type InterviewFormSize = (typeof INTERVIEW_FORM_SIZES)[number];

export interface InterviewForm {
  size: InterviewFormSize;
  /** The form's heading, Arabic. */
  title: string;
  /** Criterion i+1 is answered as `q${i + 1}`. */
  criteria: readonly string[];
}

export const INTERVIEW_FORMS: Readonly<Record<InterviewFormSize, InterviewForm>> = {
  12: {
    size: 12,
    title: 'استمارة مقابلة المرحلة المبكرة',
    criteria: [
      'التواصل البصري والتفاعل مع المحاور',
      'وضوح النطق والتعبير اللفظي',
      'فهم التعليمات البسيطة وتنفيذها',
      'التعرف على الألوان والأشكال',
      'التعرف على الحروف والأرقام',
      'المهارات الحركية الدقيقة (الإمساك بالقلم والرسم)',
      'المهارات الحركية العامة والتوازن',
      'الانتباه والتركيز أثناء المقابلة',
      'الاستقلالية والاعتماد على النفس',
      'التفاعل الاجتماعي والتعاون مع الآخرين',
      'التحكم في الانفعالات والهدوء',
      'الفضول وحب الاستطلاع',
    ],
  },
  7: {
    size: 7,
    title: 'استمارة المقابلة المختصرة',
    criteria: [
      'المظهر العام واللياقة',
      'مهارات التواصل والتعبير',
      'الثقة بالنفس',
      'الدافعية للتعلم والرغبة في الالتحاق بالمدرسة',
      'القدرة على التفكير وحل المشكلات',
      'السلوك والانضباط',
      'الانطباع العام عن المتقدم',
    ],
  },
  21: {
    size: 21,
    title: 'استمارة المقابلة التفصيلية',
    criteria: [
      'المظهر العام واللياقة',
      'الالتزام بموعد المقابلة',
      'وضوح الأفكار وتسلسلها',
      'مهارات التواصل اللفظي',
      'مهارات التواصل غير اللفظي',
      'إتقان اللغة العربية',
      'إتقان اللغة الإنجليزية',
      'الثقة بالنفس',
      'القدرة على الإقناع',
      'التفكير النقدي والتحليلي',
      'القدرة على حل المشكلات',
      'الإبداع والابتكار',
      'المعرفة العامة والثقافة',
      'الاهتمام بالتخصص المطلوب',
      'الدافعية والطموح',
      'القدرة على العمل ضمن فريق',
      'القيادة وتحمل المسؤولية',
      'إدارة الوقت والتنظيم',
      'تقبل النقد والمرونة',
      'القيم والسلوك',
      'الانطباع العام عن المتقدم',
    ],
  },
};

/** The form for an applicant's job: < 3 → 12, 3..11 → 7, > 11 → 21 criteria. */
export function interviewFormSize(job: number | null | undefined): InterviewFormSize {
  const value = job ?? 0;
  if (value < 3) return 12;
  if (value <= 11) return 7;
  return 21;
}

export function interviewFormFor(job: number | null | undefined): InterviewForm {
  return INTERVIEW_FORMS[interviewFormSize(job)];
}

/** `q1` … `qN`, the answer keys of a form. */
export function interviewQuestionKeys(size: InterviewFormSize): string[] {
  return Array.from({ length: size }, (_, index) => `q${index + 1}`);
}

/** Round half away from zero to 2 decimals, immune to binary fractions (e.g. 1.005). */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** The parent score out of 100, 2 decimals, from ratings 1..5. */
export function parentScore(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return round2((sum / (RATING_MAX * ratings.length)) * 100);
}

/** A saved interview review (SPEC §3): the answers q1..qN and the parent score. */
export interface InterviewReview {
  applicant_id: number;
  form: InterviewFormSize;
  /** `{ q1: 4, q2: 5, … }`, each 1..5. */
  answers: Record<string, number>;
  /** Out of 100, 2 decimals. */
  parent: number;
  notes: string;
  /** Who rated, by display name; null if the account is gone. */
  reviewer: string | null;
  /** When it was last saved, ISO 8601. */
  at: string;
}

export const RATING_REQUIRED = 'Required';
export const ratingRangeMessage = (key: string) => `${key}: choose a rating from ${RATING_MIN} to ${RATING_MAX}`;
export const ratingMissingMessage = (key: string) => `${key}: Required`;
export const notOnFormMessage = (key: string, size: InterviewFormSize) =>
  `${key} is not on this applicant's interview form (it has ${size} criteria)`;

/**
 * Check the answers against a form; the first problem, or null. Answers may
 * be numbers or numeric text ('4'), as radio groups give them.
 */
export function interviewAnswersProblem(size: InterviewFormSize, answers: Record<string, unknown>): string | null {
  for (const key of interviewQuestionKeys(size)) {
    const value = answers[key];
    if (value === undefined || value === null || value === '') return ratingMissingMessage(key);
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < RATING_MIN || number > RATING_MAX) return ratingRangeMessage(key);
  }
  for (const key of Object.keys(answers)) {
    const match = /^q(\d+)$/.exec(key);
    if (match && (Number(match[1]) < 1 || Number(match[1]) > size)) return notOnFormMessage(key, size);
  }
  return null;
}

/** The answers as numbers, in q1..qN order (call after `interviewAnswersProblem` said null). */
export function interviewRatings(size: InterviewFormSize, answers: Record<string, unknown>): number[] {
  return interviewQuestionKeys(size).map((key) => Number(answers[key]));
}
