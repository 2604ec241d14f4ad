import { render, screen } from '@testing-library/react';
import { toExamView } from '@mizan/shared';
import { trueOrFalse } from '../../test/questions';
import { QuestionFrame } from './QuestionFrame';

// The exam view's code never arrives here: what shows is the space kept for it.
jest.mock('../../types/type-parts', () => {
  const actual = jest.requireActual('../../types/type-parts');
  const { cachedLazy } = jest.requireActual('../lazy/cached-lazy');
  const never = () => new Promise(() => undefined);
  return { ...actual, EXAM_VIEW_LOADERS: { TrueOrFalse: never }, lazyExamView: (type: string) => cachedLazy(`${type}.Exam`, never) };
});

describe("QuestionFrame while a question type's exam view loads", () => {
  it('keeps about the space the view will take, so the questions below do not jump when it arrives', () => {
    const { container } = render(<QuestionFrame question={toExamView(trueOrFalse(), 'seed')} mode="examMode" index={1} />);
    expect(screen.getByText('Q 1')).toBeInTheDocument();
    const body = container.querySelector('.mizan-question-body') as HTMLElement;
    const kept = body.querySelector<HTMLElement>('[style*="height"]');
    // Two options, one per 22 px line, 8 px apart (what the view draws on a phone).
    expect(kept?.style.height).toBe('52px');
    expect(body).not.toHaveTextContent('True');
  });
});
