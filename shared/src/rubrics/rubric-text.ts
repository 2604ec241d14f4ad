/**
 * The rubric's words for staff and applicants, in the assessment's language
 * ('En' or 'Ar', as assessments.lang).
 */
export type RubricLang = 'En' | 'Ar';

export interface RubricText {
  rubric: string;
  criterion: string;
  level: string;
  points: string;
  descriptor: string;
  chosen: string;
  pointsOf: (points: number) => string;
  unknownCriterion: string;
  unknownLevel: (criterion: string) => string;
  twoLevels: (criterion: string) => string;
  criterionMissing: (criterion: string) => string;
}

const EN: RubricText = {
  rubric: 'Rubric',
  criterion: 'Criterion',
  level: 'Level',
  points: 'Points',
  descriptor: 'Descriptor',
  chosen: 'Chosen',
  pointsOf: (points) => (points === 1 ? '1 point' : `${points} points`),
  unknownCriterion: 'A choice names a criterion this rubric does not have. Reload the question and mark it again.',
  unknownLevel: (criterion) => `“${criterion}”: the chosen level is not one of this criterion’s levels.`,
  twoLevels: (criterion) => `“${criterion}”: choose one level only.`,
  criterionMissing: (criterion) => `Choose a level for “${criterion}”.`,
};

const AR: RubricText = {
  rubric: 'سلم التقدير',
  criterion: 'المعيار',
  level: 'المستوى',
  points: 'الدرجات',
  descriptor: 'الوصف',
  chosen: 'المستوى المختار',
  pointsOf: (points) => `${points} درجة`,
  unknownCriterion: 'أحد الاختيارات يشير إلى معيار غير موجود في سلم التقدير. أعد تحميل السؤال وصحّحه مرة أخرى.',
  unknownLevel: (criterion) => `«${criterion}»: المستوى المختار ليس من مستويات هذا المعيار.`,
  twoLevels: (criterion) => `«${criterion}»: اختر مستوى واحدًا فقط.`,
  criterionMissing: (criterion) => `اختر مستوى للمعيار «${criterion}».`,
};

export function rubricText(lang: RubricLang): RubricText {
  return lang === 'Ar' ? AR : EN;
}
