import { CORRECT_ANSWER_REQUIRED, IMAGE_REQUIRED, newQuestion, toExamView, validateAnswer, validateQuestion } from '@mizan/shared';
import type { LabelQuestion } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import {
  addLabel,
  addSpot,
  clampPercent,
  isKeyComplete,
  keySlots,
  moveSpot,
  percentFromPoint,
  placementSlots,
  removeLabel,
  removeSpot,
  setExamPlacement,
  setKeyPlacement,
  spotNumbers,
} from './label-edits';
import { labelQuestion } from './label-fixture';

describe('percent placement', () => {
  it('holds percentages to 0..100 with two decimals', () => {
    expect([-5, 0, 33.3333, 100, 140, Number.NaN].map(clampPercent)).toEqual([0, 0, 33.33, 100, 100, 0]);
  });

  it('maps a pointer on the drawn picture to percent of its size, whatever its scale', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(percentFromPoint(200, 100, rect)).toEqual({ left: 25, top: 25 });
    expect(percentFromPoint(500, 250, rect)).toEqual({ left: 100, top: 100 });
    // The same place on the picture drawn twice as big gives the same percentages.
    expect(percentFromPoint(300, 150, { left: 100, top: 50, width: 800, height: 400 })).toEqual({ left: 25, top: 25 });
  });

  it('keeps a pointer outside the picture on its edge', () => {
    expect(percentFromPoint(0, 1000, { left: 100, top: 50, width: 400, height: 200 })).toEqual({ left: 0, top: 100 });
    expect(percentFromPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ left: 0, top: 0 });
  });
});

describe('spot numbers', () => {
  const spots = labelQuestion().options;

  it('number spots row by row, left to right', () => {
    expect(Object.fromEntries(spotNumbers(spots, 'ltr'))).toEqual({ s1: 1, s2: 2, s3: 3, s4: 4 });
  });

  it('number them right to left in Arabic, rows still top to bottom', () => {
    expect(Object.fromEntries(spotNumbers(spots, 'rtl'))).toEqual({ s2: 1, s1: 2, s4: 3, s3: 4 });
  });

  it('do not depend on the order of the list (the exam shuffles it)', () => {
    expect(spotNumbers([...spots].reverse(), 'ltr')).toEqual(spotNumbers(spots, 'ltr'));
  });
});

describe('Label edits', () => {
  it('a new question has no picture, labels or spots, and says so on save', () => {
    const question = newQuestion('LabelQComponent');
    expect(validateQuestion({ ...labelQuestion(), image: '' })).toBe(IMAGE_REQUIRED);
    expect(isKeyComplete(question)).toBe(false);
  });

  it('a complete key passes the save check', () => {
    expect(isKeyComplete(labelQuestion())).toBe(true);
    expect(validateQuestion(labelQuestion())).toBeNull();
  });

  it('adds spots where they do not cover each other', () => {
    let question: LabelQuestion = { ...labelQuestion(), options: [] };
    question = addSpot(addSpot(question));
    expect(question.options.map(({ top, left }) => ({ top, left }))).toEqual([
      { top: 50, left: 50 },
      { top: 30, left: 30 },
    ]);
  });

  it('moving a spot moves the labels keyed to it and holds it on the picture', () => {
    const moved = moveSpot(labelQuestion(), 's3', { top: 120, left: 40.123 });
    expect(moved.options.find((spot) => spot.id === 's3')).toMatchObject({ top: 100, left: 40.12 });
    expect(moved.labels[1]).toMatchObject({ id: 'l2', top: 100, left: 40.12 });
    expect(moved.labels[0]).toMatchObject({ top: 20, left: 20 });
  });

  it('removing a spot takes it out of the key', () => {
    const removed = removeSpot(labelQuestion(), 's3');
    expect(removed.correctOptions).toEqual(['s1', '', 's2']);
    expect(validateQuestion(removed)).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('adding and removing labels keeps the key aligned with them', () => {
    const added = addLabel(labelQuestion());
    expect(added.labels).toHaveLength(4);
    expect(added.correctOptions).toEqual(['s1', 's3', 's2', '']);
    const removed = removeLabel(added, 'l1');
    expect(removed.labels.map((label) => label.id)).toEqual(['l2', 'l3', added.labels[3].id]);
    expect(removed.correctOptions).toEqual(['s3', 's2', '']);
  });

  it('sets a label’s spot, one label per spot, and the label takes the spot’s position', () => {
    const question = setKeyPlacement(labelQuestion(), 0, 's2');
    expect(question.correctOptions).toEqual(['s2', 's3', '']);
    expect(question.labels[0]).toMatchObject({ top: 22, left: 80 });
    expect(keySlots(question)).toEqual(['s2', 's3', '']);
    expect(isKeyComplete(question)).toBe(false);
  });

  it('builds the applicant’s placements from the exam projection, one label per spot', () => {
    const exam = toExamView(labelQuestion(), 'attempt-9') as ExamQuestionOf<'LabelQComponent'>;
    const [first, second] = exam.labels;
    let answer = setExamPlacement(exam, null, 0, 's4');
    expect(answer).toEqual({ type: 'LabelQComponent', placements: [{ labelId: first.id, optionId: 's4' }] });
    answer = setExamPlacement(exam, answer, 1, 's4');
    expect(answer.placements).toEqual([{ labelId: second.id, optionId: 's4' }]);
    expect(placementSlots(exam, answer)).toEqual(['', 's4', '']);
    expect(validateAnswer(labelQuestion(), answer)).toBeNull();
  });
});
