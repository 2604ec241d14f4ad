import { newDrawSlot, newQuestion, type McqQuestion } from '@mizan/shared';
import { assessment, mcq, order, trueOrFalse } from '../test/fixtures';
import {
  KEY_UNCHANGED,
  bandLabel,
  dryRunSummary,
  forKeyEditing,
  keyProblem,
  rankMoveText,
  regradableQuestions,
  regradeChange,
} from './regrade-rules';

const essay = { ...newQuestion('EssayComponent'), id: 'essay00001' };
const riasec = { ...newQuestion('RIASEC'), id: 'riasec0001' };

describe('the questions a key correction applies to', () => {
  it('are the fixed auto-scored ones, numbered as applicants saw them (a draw slot stands for as many as it draws)', () => {
    const exam = assessment(1, 'Mixed', { questions: [trueOrFalse(), newDrawSlot(3), essay, mcq(), riasec, order()] });
    expect(regradableQuestions(exam).map(({ question, number }) => [question.id, number])).toEqual([
      ['tf00000001', 1],
      ['mcq0000001', 6],
      ['order00001', 8],
    ]);
  });
});

describe('the corrected key', () => {
  it('must differ from the key as it was (the editor view alone is no change) and pass the editor checks', () => {
    const original = mcq();
    expect(keyProblem(original, forKeyEditing(original))).toBe(KEY_UNCHANGED);
    const fixed: McqQuestion = {
      ...original,
      mode: 'answeringMode',
      options: original.options.map((option) => ({ ...option, isTrue: true })),
    };
    expect(keyProblem(original, fixed)).toBeNull();
    const none: McqQuestion = { ...fixed, options: original.options.map((option) => ({ ...option, isTrue: false })) };
    expect(keyProblem(original, none)).toEqual(expect.any(String));
    expect(keyProblem(original, none)).not.toBe(KEY_UNCHANGED);
  });

  it('is sent whole in the mode it is stored in; full marks and leave out send only their kind', () => {
    const original = mcq();
    const edited = { ...forKeyEditing(original), totalMark: '5' };
    expect(regradeChange('key', original, edited)).toEqual({ kind: 'key', question: { ...edited, mode: original.mode } });
    expect(regradeChange('fullMarks', original, edited)).toEqual({ kind: 'fullMarks' });
    expect(regradeChange('leaveOut', original, edited)).toEqual({ kind: 'leaveOut' });
  });
});

describe('the dry run in words', () => {
  const base = { previewId: 'p', version: 2, distribution: { before: [], after: [] }, meritMoves: [] };
  const row = (released: boolean) => ({
    attemptId: 1,
    studentname: 'A',
    ssn: '1',
    released,
    questionScore: { from: 0, to: 1 },
    percent: { from: 0, to: 50 },
  });

  it('counts the attempts, the changes and the released results among them', () => {
    expect(dryRunSummary({ ...base, attempts: 1, changed: [] })).toBe('1 submitted attempt was scored by this question. No mark changes.');
    expect(dryRunSummary({ ...base, attempts: 4, changed: [row(false)] })).toBe(
      '4 submitted attempts were scored by this question. 1 attempt changes, none of them released yet.',
    );
    expect(dryRunSummary({ ...base, attempts: 4, changed: [row(true), row(true), row(false)] })).toBe(
      '4 submitted attempts were scored by this question. 3 attempts change, 2 released results among them.',
    );
  });

  it('names the ten bands and the merit moves', () => {
    expect(Array.from({ length: 10 }, (_, index) => bandLabel(index))).toEqual([
      '0–9 %',
      '10–19 %',
      '20–29 %',
      '30–39 %',
      '40–49 %',
      '50–59 %',
      '60–69 %',
      '70–79 %',
      '80–89 %',
      '90–100 %',
    ]);
    expect(rankMoveText({ from: 5, to: 2 })).toBe('up 3 places');
    expect(rankMoveText({ from: 1, to: 2 })).toBe('down 1 place');
  });
});
