import { essay, mcq } from '../questions/testing/fixtures';
import { CORRECT_ANSWER_REQUIRED, OPTIONS_TOO_FEW, TOTAL_MARK_REQUIRED } from '../questions/messages';
import {
  ASSESSMENT_TITLE_REQUIRED,
  DURATION_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  TRIALS_MIN_MESSAGE,
  assessmentChangesSchema,
  assessmentProblem,
  dateInvalidMessage,
  newAssessmentSchema,
  questionMessage,
} from './assessment';

describe('the assessment save rules', () => {
  test('a title alone is a valid draft, with the SPEC defaults', () => {
    expect(assessmentProblem({ name: 'Entry test' })).toBeNull();
    expect(newAssessmentSchema.parse({ name: 'Entry test' })).toEqual({
      name: 'Entry test',
      lang: 'En',
      startdate: null,
      enddate: null,
      nooftrials: 1,
      istimed: 0,
      duration: null,
      grade: '',
      type: '',
      selectedgroups: [],
      reviewerIds: [],
      editorIds: [],
      open: true,
      nextAssessmentId: null,
      showResults: false,
      allowResume: false,
      requireAccessCodes: false,
      shuffleQuestions: false,
      questions: [],
    });
  });

  test('the title comes first: the builder shows it before anything else', () => {
    expect(assessmentProblem({ name: '', nooftrials: 0, questions: [{ ...mcq(), totalMark: '' }] })).toBe(ASSESSMENT_TITLE_REQUIRED);
  });

  test('trials, duration, dates', () => {
    expect(assessmentProblem({ name: 'x', nooftrials: 0 })).toBe(TRIALS_MIN_MESSAGE);
    expect(assessmentProblem({ name: 'x', istimed: 1 })).toBe(DURATION_MIN_MESSAGE);
    expect(assessmentProblem({ name: 'x', istimed: true, duration: 1 })).toBeNull();
    expect(assessmentProblem({ name: 'x', startdate: '2030-01-02T00:00Z', enddate: '2030-01-01T23:59Z' })).toBe(END_AFTER_START_MESSAGE);
    expect(assessmentProblem({ name: 'x', startdate: '2030-01-01T00:00Z', enddate: '2030-01-01T00:01Z' })).toBeNull();
    expect(assessmentProblem({ name: 'x', startdate: '2030-01-01 10:00' })).toBe(dateInvalidMessage('Start date'));
    expect(assessmentProblem({ name: 'x', startdate: '2030-01-01T24:00Z' })).toBe(dateInvalidMessage('Start date'));
    expect(assessmentProblem({ name: 'x', enddate: '2029-02-29T10:00:00Z' })).toBe(dateInvalidMessage('End date'));
    expect(assessmentProblem({ name: 'x', enddate: '2028-02-29T10:00:00.123+03:00' })).toBeNull();
  });

  test('each question with its SPEC message and its place', () => {
    expect(assessmentProblem({ name: 'x', questions: [mcq(), { ...mcq({ id: 'other00001' }), totalMark: '' }] })).toBe(
      questionMessage(2, TOTAL_MARK_REQUIRED),
    );
    expect(questionMessage(2, TOTAL_MARK_REQUIRED)).toBe('Question 2: Total mark is required');
    expect(assessmentProblem({ name: 'x', questions: [essay({ header: [] })] })).toBe('Question 1: Question Header is required');
    // A partial question is judged by the SPEC's messages, not by missing fields.
    expect(assessmentProblem({ name: 'x', questions: [mcq(), { type: 'TrueOrFalse', header: mcq().header, totalMark: '' }] })).toBe(
      questionMessage(2, TOTAL_MARK_REQUIRED),
    );
    // Sent without options (a legacy client): read as none, so it has fewer than the two SPEC asks for.
    expect(assessmentProblem({ name: 'x', questions: [{ type: 'MCQ', header: mcq().header, totalMark: '2' }] })).toBe(
      questionMessage(1, OPTIONS_TOO_FEW),
    );
    expect(
      assessmentProblem({ name: 'x', questions: [{ ...mcq(), options: mcq().options.map((option) => ({ ...option, isTrue: false })) }] }),
    ).toBe(questionMessage(1, CORRECT_ANSWER_REQUIRED));
    expect(assessmentProblem({ name: 'x', questions: [{ type: 'Nonsense' }] })).toMatch(/^Question 1: type: /);
  });

  test("a legacy client's question: rich text as HTML or plain strings, optional fields left out, answered in the canonical form", () => {
    const legacy = {
      id: 'legacy0001',
      type: 'MCQ',
      header: '<p>What is <b>2 + 2</b>?</p><script>alert(1)</script>',
      totalMark: 2,
      difficult: 'low',
      options: [
        { id: 'optfour001', option: '<p>4</p>', isTrue: true },
        { id: 'optfive001', option: 'five', isTrue: '0' },
      ],
    };
    expect(assessmentProblem({ name: 'x', questions: [legacy] })).toBeNull();
    const [question] = newAssessmentSchema.parse({ name: 'x', questions: [legacy] }).questions;
    expect(question).toMatchObject({
      id: 'legacy0001',
      header: [{ type: 'paragraph', children: [{ text: 'What is 2 + 2?' }] }],
      headertxt: 'What is 2 + 2?',
      totalMark: '2',
      difficult: 'Low',
      cognitive: 'Understanding',
      mode: 'editingMode',
      options: [
        { id: 'optfour001', option: [{ type: 'paragraph', children: [{ text: '4' }] }], authorNote: '', selected: false, isTrue: true },
        { id: 'optfive001', option: [{ type: 'paragraph', children: [{ text: 'five' }] }], authorNote: '', selected: false, isTrue: false },
      ],
    });
  });

  test('reviewers: selectedteachers, grading and editing ids together; editors apart', () => {
    const parsed = assessmentChangesSchema.parse({
      id: '7',
      name: 'x',
      selectedteachers: [{ id: 3, displayname: 'T' }],
      grading_teachers_ids: [4],
      editing_teachers_ids: [5, 3],
    });
    expect(parsed.id).toBe(7);
    expect(parsed.reviewerIds.sort()).toEqual([3, 4, 5]);
    expect(parsed.editorIds.sort()).toEqual([3, 5]);
  });
});
