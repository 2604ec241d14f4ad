import { act, renderHook } from '@testing-library/react';
import { FIRST_DRAWN_QUESTIONS, FIRST_VIEW_WAIT_MS, useQuestionsDrawnInSteps } from './questions-drawn-in-steps';

const steps = (seen: { drawn: number; all: boolean }[]) => seen.map(({ drawn, all }) => ({ drawn, all }));

describe('useQuestionsDrawnInSteps', () => {
  afterEach(() => jest.useRealTimers());

  it('draws question 1 first and every question once its view is drawn, and only then says all are drawn', async () => {
    const seen: { drawn: number; all: boolean }[] = [];
    const { result } = renderHook(() => {
      const state = useQuestionsDrawnInSteps(13);
      seen.push(state);
      return state;
    });
    await act(async () => {});
    expect(steps(seen).at(-1)).toEqual({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    await act(async () => result.current.firstShown());
    expect(steps(seen)[0]).toEqual({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    expect(steps(seen).at(-1)).toEqual({ drawn: 13, all: true });
  });

  it("draws the rest anyway when question 1's view is not drawn in time (its code failed to load)", async () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useQuestionsDrawnInSteps(5));
    expect(result.current).toMatchObject({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    await act(async () => jest.advanceTimersByTime(FIRST_VIEW_WAIT_MS));
    expect(result.current).toMatchObject({ drawn: 5, all: true });
  });

  it('draws a one-question exam whole at once', () => {
    const { result } = renderHook(() => useQuestionsDrawnInSteps(1));
    expect(result.current).toMatchObject({ drawn: 1, all: true });
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
    expect(result.current).toMatchObject({ drawn: 0, all: true });
    rerender({ total: 8 });
    await act(async () => {});
    await act(async () => result.current.firstShown());
    expect(steps(seen)).toContainEqual({ drawn: FIRST_DRAWN_QUESTIONS, all: false });
    expect(result.current).toMatchObject({ drawn: 8, all: true });
  });
});
