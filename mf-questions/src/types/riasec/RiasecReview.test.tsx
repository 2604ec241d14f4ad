import { screen } from '@testing-library/react';
import { newQuestion, RIASEC_DO_NOT_WANT, RIASEC_WANT } from '@mizan/shared';
import { renderReview } from '../test-support/render-type';
import { RiasecReview } from './RiasecReview';

const question = { ...newQuestion('RIASEC'), cat: 'I' as const };

describe('RIASEC review', () => {
  it("shows 'أرغب' counting toward the category, with the mark", () => {
    renderReview(RiasecReview, question, { type: 'RIASEC', optionId: question.options[0].id });
    expect(screen.getByText(RIASEC_WANT)).toBeInTheDocument();
    expect(screen.getByText('I — Investigative')).toBeInTheDocument();
    expect(screen.getByText('✓ Counts toward I — Investigative')).toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it("shows 'لا أرغب' not counting", () => {
    renderReview(RiasecReview, question, { type: 'RIASEC', optionId: question.options[1].id }, 'rtl');
    expect(screen.getByText(RIASEC_DO_NOT_WANT)).toBeInTheDocument();
    expect(screen.getByText('Does not count')).toBeInTheDocument();
    expect(screen.getByText('0 / 1')).toBeInTheDocument();
  });

  it('says when there is no answer', () => {
    renderReview(RiasecReview, question, null);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByText('Does not count')).toBeInTheDocument();
  });
});
