import { screen } from '@testing-library/react';
import { newQuestion, RIASEC_WANT } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { RiasecAnswerKey } from './RiasecAnswerKey';

describe('RIASEC answer key', () => {
  it("explains that 'أرغب' counts toward the statement's category, and offers nothing to change", () => {
    const { changes } = renderAuthoring(RiasecAnswerKey, { ...newQuestion('RIASEC'), cat: 'A' });
    expect(
      screen.getByText(
        `Choosing '${RIASEC_WANT}' (I want) counts toward Artistic (A) in the career profile. This is fixed: there is no answer to set.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('✓ counts toward Artistic')).toBeInTheDocument();
    expect(screen.getByText('does not count')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });
});
