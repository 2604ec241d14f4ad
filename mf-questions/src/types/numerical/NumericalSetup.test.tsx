import { fireEvent, screen, within } from '@testing-library/react';
import { newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { NumericalAnswerKey } from './NumericalAnswerKey';
import { NumericalSetup } from './NumericalSetup';
import { rodQuestion } from './numerical-fixture';

// antd inputs are slow to render on a busy machine.
jest.setTimeout(30_000);

describe('Numerical setup', () => {
  it('adds an accepted answer and fills its number, tolerance, mode, credit and feedback', async () => {
    const { user, latest } = renderAuthoring(NumericalSetup, { ...newQuestion('Numerical'), answers: [] });
    expect(screen.getByText('No accepted answer yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add answer$/ }));
    await user.type(screen.getByLabelText('Answer 1: number'), '9.81');
    await user.type(screen.getByLabelText('Answer 1: tolerance'), '2');
    await user.click(screen.getByRole('radio', { name: 'Relative (%)' }));
    await user.type(screen.getByLabelText('Answer 1: feedback when matched'), 'g at sea level');
    expect(latest().answers).toEqual([
      { id: expect.any(String), value: '9.81', tolerance: '2', toleranceMode: 'relative', credit: 100, feedback: 'g at sea level' },
    ]);
    expect(screen.getByLabelText('Answer 1: tolerance').closest('.ant-input-affix-wrapper')).toHaveTextContent('%');
  });

  it('adds a second answer with its own credit and removes the first', async () => {
    const { user, latest } = renderAuthoring(NumericalSetup, rodQuestion());
    await user.click(screen.getByRole('button', { name: /Add answer$/ }));
    expect(screen.getAllByText(/^Answer \d$/)).toHaveLength(3);
    const credit = screen.getByRole('spinbutton', { name: 'Answer 3: credit (%)' });
    fireEvent.change(credit, { target: { value: '25' } });
    expect(latest().answers[2].credit).toBe(25);
    await user.click(screen.getByRole('button', { name: 'Remove answer 1' }));
    expect(latest().answers.map((answer) => answer.id)).toEqual(['a2', latest().answers[1].id]);
    expect(screen.getByLabelText('Answer 1: number')).toHaveValue('3');
  });

  it('writes an answer typed in Arabic-Indic digits as the key stores it when the author leaves the box', async () => {
    const { user, latest } = renderAuthoring(NumericalSetup, rodQuestion());
    const value = screen.getByLabelText('Answer 1: number');
    await user.clear(value);
    await user.type(value, '٣٫٥');
    expect(latest().answers[0].value).toBe('٣٫٥');
    await user.tab();
    expect(latest().answers[0].value).toBe('3.5');
  });

  it('adds units with multipliers, the first at 1, and asks whether one is required', async () => {
    const { user, latest } = renderAuthoring(NumericalSetup, { ...newQuestion('Numerical'), units: [], unitHandling: 'none' });
    expect(screen.getByText('No units: the applicant types a number only.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'The unit is' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add unit$/ }));
    await user.type(screen.getByLabelText('Unit 1'), 'kg');
    expect(screen.getByRole('spinbutton', { name: 'Unit 1: multiplier' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: /Add unit$/ }));
    await user.type(screen.getByLabelText('Unit 2'), 'g');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Unit 2: multiplier' }), { target: { value: '1000' } });
    await user.click(screen.getByRole('radio', { name: 'Required: an answer without a unit scores 0' }));
    expect(latest()).toMatchObject({
      units: [
        { unit: 'kg', multiplier: 1 },
        { unit: 'g', multiplier: 1000 },
      ],
      unitHandling: 'required',
    });
    await user.click(screen.getByRole('button', { name: 'Remove unit 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove unit 1' }));
    expect(latest()).toMatchObject({ units: [], unitHandling: 'none' });
  });

  it('lays out right to left for Arabic, the numbers still left to right', () => {
    const { container } = renderAuthoring(NumericalSetup, rodQuestion(), 'rtl');
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByLabelText('Answer 1: number')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Answer 1: number')).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('Numerical answer key', () => {
  it('edits the accepted answers only, saying which unit they are in', async () => {
    const { user, latest } = renderAuthoring(NumericalAnswerKey, rodQuestion());
    expect(screen.queryByRole('button', { name: /Add unit$/ })).not.toBeInTheDocument();
    expect(screen.getByText(/The numbers are in m, the first unit\./)).toBeInTheDocument();
    const second = within(screen.getByTestId('numerical-answer-2'));
    await user.clear(second.getByLabelText('Answer 2: number'));
    await user.type(second.getByLabelText('Answer 2: number'), '4');
    expect(latest().answers[1].value).toBe('4');
    expect(latest().answers[0]).toEqual(rodQuestion().answers[0]);
  });
});
