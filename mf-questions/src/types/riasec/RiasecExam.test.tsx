import { screen } from '@testing-library/react';
import { newQuestion, RIASEC_CATEGORY_NAMES, RIASEC_DO_NOT_WANT, RIASEC_WANT, toExamView } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import { pageText, renderExam } from '../test-support/render-type';
import { RiasecExam } from './RiasecExam';

const question = { ...newQuestion('RIASEC'), cat: 'S' as const };
const wantId = question.options[0].id;
const notId = question.options[1].id;

function examOf(): ExamQuestionOf<'RIASEC'> {
  const view = toExamView(question, 'attempt-1');
  if (view.type !== 'RIASEC') throw new Error('not RIASEC');
  return view;
}

describe('RIASEC exam', () => {
  it('offers two radio buttons, right to left, and answers with the chosen option id', async () => {
    const { user, answers } = renderExam(RiasecExam, examOf());
    const want = screen.getByRole('radio', { name: RIASEC_WANT });
    const notWant = screen.getByRole('radio', { name: RIASEC_DO_NOT_WANT });
    expect(want.closest('[dir="rtl"]')).not.toBeNull();

    await user.click(notWant);
    expect(answers).toEqual([{ type: 'RIASEC', optionId: notId }]);
    await user.click(screen.getByRole('radio', { name: RIASEC_WANT }));
    expect(answers[1]).toEqual({ type: 'RIASEC', optionId: wantId });
    expect(screen.getByRole('radio', { name: RIASEC_WANT })).toBeChecked();
    expect(screen.getByRole('radio', { name: RIASEC_DO_NOT_WANT })).not.toBeChecked();
  });

  it('does not show the category (it could sway the answer)', () => {
    renderExam(RiasecExam, examOf(), { direction: 'rtl' });
    expect(pageText()).not.toContain(RIASEC_CATEGORY_NAMES.S);
  });

  it('restores a saved choice and is read-only when disabled', () => {
    renderExam(RiasecExam, examOf(), { answer: { type: 'RIASEC', optionId: wantId }, disabled: true });
    expect(screen.getByRole('radio', { name: RIASEC_WANT })).toBeChecked();
    expect(screen.getByRole('radio', { name: RIASEC_DO_NOT_WANT })).toBeDisabled();
  });
});
