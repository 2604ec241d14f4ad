import { sessionEnded } from '@mizan/shared/browser';
import { trueOrFalse } from '../test/questions';
import { SANDBOX_LIMIT, initialSandboxState, questionRemoved, questionSaved, sandboxSlice } from './sandbox-slice';

const reduce = sandboxSlice.reducer;

describe('the practice list of the single-editor routes', () => {
  it('puts the latest save first and replaces an earlier save of the same question', () => {
    const first = trueOrFalse({ id: 'aaaaaaaaaa' });
    const second = trueOrFalse({ id: 'bbbbbbbbbb' });
    let state = reduce(initialSandboxState, questionSaved(first));
    state = reduce(state, questionSaved(second));
    state = reduce(state, questionSaved({ ...first, totalMark: '5' }));
    expect(state.saved.map((question) => [question.id, question.totalMark])).toEqual([
      ['aaaaaaaaaa', '5'],
      ['bbbbbbbbbb', '2'],
    ]);
  });

  it(`keeps the latest ${SANDBOX_LIMIT}`, () => {
    let state = initialSandboxState;
    for (let index = 0; index < SANDBOX_LIMIT + 5; index += 1)
      state = reduce(state, questionSaved(trueOrFalse({ id: `q${String(index).padStart(9, '0')}` })));
    expect(state.saved).toHaveLength(SANDBOX_LIMIT);
    expect(state.saved[0].id).toBe(`q${String(SANDBOX_LIMIT + 4).padStart(9, '0')}`);
  });

  it('removes one, and empties when the session ends', () => {
    let state = reduce(initialSandboxState, questionSaved(trueOrFalse({ id: 'aaaaaaaaaa' })));
    state = reduce(state, questionSaved(trueOrFalse({ id: 'bbbbbbbbbb' })));
    expect(reduce(state, questionRemoved('aaaaaaaaaa')).saved.map((question) => question.id)).toEqual(['bbbbbbbbbb']);
    expect(reduce(state, sessionEnded()).saved).toEqual([]);
  });
});
