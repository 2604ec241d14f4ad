import { screen } from '@testing-library/react';
import { newQuestion, RIASEC_DO_NOT_WANT, RIASEC_WANT } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { RiasecSetup } from './RiasecSetup';

describe('RIASEC setup', () => {
  it('starts at R with the two fixed Arabic options shown right to left', () => {
    const question = newQuestion('RIASEC');
    expect(question.totalMark).toBe('1');
    renderAuthoring(RiasecSetup, question);
    expect(screen.getByText('R — Realistic')).toBeInTheDocument();
    const want = screen.getByText(RIASEC_WANT);
    expect(screen.getByText(RIASEC_DO_NOT_WANT)).toBeInTheDocument();
    expect(want.closest('[dir="rtl"]')).not.toBeNull();
  });

  it('changes the category to one of the six, by name', async () => {
    const initial = newQuestion('RIASEC');
    const { user, latest } = renderAuthoring(RiasecSetup, initial);
    await user.click(screen.getByLabelText('Category'));
    for (const name of ['R — Realistic', 'I — Investigative', 'A — Artistic', 'E — Enterprising', 'C — Conventional']) {
      expect(document.querySelector(`.ant-select-item-option[title="${name}"]`)).not.toBeNull();
    }
    await user.click(document.querySelector('.ant-select-item-option[title="S — Social"]') as HTMLElement);
    expect(latest().cat).toBe('S');
    expect(latest().options).toEqual(initial.options);
  });
});
