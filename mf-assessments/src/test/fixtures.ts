import {
  newQuestion,
  richTextFromPlain,
  type Assessment,
  type AssessmentListItem,
  type McqQuestion,
  type OrderQuestion,
  type TrueOrFalseQuestion,
} from '@mizan/shared';
import type { GradingSheet, StudentExamRow } from '../state/types';

export function trueOrFalse(overrides: Partial<TrueOrFalseQuestion> = {}): TrueOrFalseQuestion {
  const base = newQuestion('TrueOrFalse');
  return {
    ...base,
    id: 'tf00000001',
    header: richTextFromPlain('The sun is a star.'),
    headertxt: 'The sun is a star.',
    totalMark: '2',
    options: [
      { ...base.options[0], isTrue: true },
      { ...base.options[1], isTrue: false },
    ],
    correctAnswerChosen: true,
    ...overrides,
  };
}

export function mcq(overrides: Partial<McqQuestion> = {}): McqQuestion {
  return {
    ...newQuestion('MCQ'),
    id: 'mcq0000001',
    header: richTextFromPlain('Which are prime numbers?'),
    headertxt: 'Which are prime numbers?',
    totalMark: '4',
    options: [
      { id: 'optA', option: richTextFromPlain('Two'), authorNote: '', selected: false, isTrue: true },
      { id: 'optB', option: richTextFromPlain('Four'), authorNote: '', selected: false, isTrue: false },
      { id: 'optC', option: richTextFromPlain('Seven'), authorNote: '', selected: false, isTrue: true },
    ],
    ...overrides,
  };
}

/** An Order question whose authored order is the correct one, as an applicant who never touched it leaves it. */
export function order(overrides: Partial<OrderQuestion> = {}): OrderQuestion {
  const options = ['Seed', 'Sprout', 'Tree'].map((text, index) => ({ id: `ord${index + 1}`, option: richTextFromPlain(text) }));
  return {
    ...newQuestion('OrderComponent'),
    id: 'order00001',
    header: richTextFromPlain('Put the stages in order.'),
    headertxt: 'Put the stages in order.',
    totalMark: '2',
    options,
    correctOptions: options.map((option) => option.id),
    ...overrides,
  };
}

export function listItem(id: number, title: string, overrides: Partial<AssessmentListItem> = {}): AssessmentListItem {
  return {
    id,
    name: title,
    title,
    startdate: null,
    enddate: null,
    published: '0',
    publishedText: 'No',
    lang: 'En',
    istimed: 0,
    duration: null,
    nooftrials: 1,
    open: true,
    grade: '',
    type: '',
    questionCount: 2,
    attemptCount: 0,
    ...overrides,
  };
}

export function assessment(id: number, name: string, overrides: Partial<Assessment> = {}): Assessment {
  return {
    id,
    name,
    grade: '',
    type: '',
    startdate: null,
    enddate: null,
    nooftrials: 1,
    lang: 'En',
    questions: [trueOrFalse(), mcq()],
    selectedteachers: [],
    selectedgroups: [],
    istimed: 0,
    duration: null,
    open: true,
    grading_teachers_ids: [],
    editing_teachers_ids: [],
    published: '0',
    nextAssessmentId: null,
    showResults: false,
    allowResume: false,
    requireAccessCodes: false,
    shuffleQuestions: false,
    ...overrides,
  };
}

export function examRow(id: number, overrides: Partial<StudentExamRow> = {}): StudentExamRow {
  return {
    id,
    exam_id: 7,
    examname: 'Grade 7 admission',
    student_id: 100 + id,
    studentname: `Applicant ${id}`,
    ssn: `2990101010${String(id).padStart(4, '0')}`,
    email: `applicant${id}@example.com`,
    mobile: '01012345678',
    submitdate: '2026-03-01T10:30:00.000Z',
    percent: 75,
    r: 1,
    career: '',
    status: 'graded',
    needsGrading: 0,
    ...overrides,
  };
}

export function gradingSheet(overrides: Partial<GradingSheet> = {}): GradingSheet {
  return {
    id: 31,
    exam_id: 7,
    examname: 'Grade 7 admission',
    lang: 'En',
    student_id: 131,
    studentname: 'Mona Adel',
    ssn: '29901010101234',
    submitdate: '2026-03-01T10:30:00.000Z',
    status: 'submitted',
    // True answered right (auto 2 of 2); MCQ with one right and one wrong pick, auto-scored 0 of 4.
    answerdquestions: [
      { ...trueOrFalse(), options: [{ ...trueOrFalse().options[0], selected: true }, trueOrFalse().options[1]], score: '2' },
      {
        ...mcq(),
        options: mcq().options.map((option) => ({ ...option, selected: option.id === 'optA' || option.id === 'optB' })),
        score: '0',
      },
    ],
    unanswered: [],
    total: 2,
    max: 6,
    percent: 33.33,
    needsGrading: 0,
    career: '',
    gradedBy: null,
    gradedAt: null,
    ...overrides,
  };
}
