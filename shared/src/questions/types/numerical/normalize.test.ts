import { normalizeQuestion } from '../../normalize-question';
import { questionSchema } from '../../question-schema';
import { toExamView } from '../../exam-view';
import { withoutAnswerKey } from '../../without-answer-key';
import { numerical } from '../../testing/fixtures';

describe('a stored Numerical question read by normalizeQuestion', () => {
  it('turns numbers into text, clamps credit, and reads the modes leniently', () => {
    const question = normalizeQuestion({
      type: 'numerical',
      header: 'How long?',
      totalMark: 2,
      answers: [
        { id: 'a1', value: 3.5, tolerance: 0.1, toleranceMode: 'RELATIVE', credit: 150, feedback: 'Right' },
        { id: 'a2', value: '3', toleranceMode: 'sideways' },
      ],
      units: [{ id: 'u1', unit: ' m ', multiplier: '1' }],
      unitHandling: 'Required',
    });
    expect(question).toMatchObject({
      type: 'Numerical',
      totalMark: '2',
      answers: [
        { id: 'a1', value: '3.5', tolerance: '0.1', toleranceMode: 'relative', credit: 100, feedback: 'Right' },
        { id: 'a2', value: '3', tolerance: '', toleranceMode: 'absolute', credit: 100, feedback: '' },
      ],
      units: [{ id: 'u1', unit: 'm', multiplier: 1 }],
      unitHandling: 'required',
      value: '',
      unit: '',
    });
    expect(questionSchema.safeParse(question).success).toBe(true);
  });

  it("has no unit handling without units, and 'optional' for units without one", () => {
    expect(normalizeQuestion({ type: 'Numerical', unitHandling: 'required' })).toMatchObject({ units: [], unitHandling: 'none' });
    expect(normalizeQuestion({ type: 'Numerical', units: [{ unit: 'm', multiplier: 1 }] })).toMatchObject({ unitHandling: 'optional' });
  });
});

describe('Numerical without its key', () => {
  it('gives an applicant the units without multipliers, and no accepted answer', () => {
    const view = toExamView(numerical(), 'seed');
    expect(view).toMatchObject({
      units: [
        { id: 'metre', unit: 'm' },
        { id: 'centimetre', unit: 'cm' },
      ],
      unitHandling: 'optional',
    });
    expect(JSON.stringify(view)).not.toMatch(/3\.5|multiplier|FEEDBACK/);
  });

  it('leaves read-only staff the units but no accepted answer', () => {
    const question = withoutAnswerKey({ ...numerical(), value: '3.5', unit: 'm' });
    expect(question).toMatchObject({ answers: [], value: '', unit: '', units: [{ unit: 'm' }, { unit: 'cm' }] });
  });
});
