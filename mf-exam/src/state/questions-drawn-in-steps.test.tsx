import { act, renderHook } from '@testing-library/react';
import { FIRST_DRAWN_QUESTIONS, useQuestionsDrawnInSteps } from './questions-drawn-in-steps';

describe('useQuestionsDrawnInSteps', () => {
  it('draws the first few questions first and every question next, and only then says all are drawn', async () => {
    const seen: { drawn: number; all: boolean }[] = [];
    renderHook(() => {
      const state = useQuestionsDrawnInSteps(13);
      seen.push(state);
      return state;
    });
    await act(async () => {});
    expect(seen[0]).toEqual({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    expect(seen.at(-1)).toEqual({ drawn: 13, all: true });
  });

  it('draws a short exam whole at once', () => {
    const { result } = renderHook(() => useQuestionsDrawnInSteps(2));
    expect(result.current).toEqual({ drawn: 2, all: true });
  });

  it('follows an exam that arrives after the first render', async () => {
    const seen: { drawn: number; all: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ total }) => {
        const state = useQuestionsDrawnInSteps(total);
        seen.push(state);
        return state;
      },
      { initialProps: { total: 0 } },
    );
    expect(result.current).toEqual({ drawn: 0, all: true });
    rerender({ total: 8 });
    await act(async () => {});
    expect(seen).toContainEqual({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    expect(result.current).toEqual({ drawn: 8, all: true });
  });
});
