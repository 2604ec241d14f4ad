import { PERSISTED_STATE_KEY, loadPersistedState, savePersistedState } from './persistence';

describe("saving the store under localStorage 'state'", () => {
  beforeEach(() => localStorage.clear());

  it('resets gotData, drops the token and skips slices kept out of storage', () => {
    savePersistedState(
      {
        session: { unsignedToken: 'secret', gotData: true },
        draft: { title: 'Math', gotData: true },
        applicants: { rows: [1, 2, 3] },
      },
      new Set(['applicants']),
    );
    expect(JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY)!)).toEqual({
      session: { unsignedToken: null, gotData: false },
      draft: { title: 'Math', gotData: false },
    });
  });

  it('reads back what was saved and ignores corrupt data', () => {
    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ draft: { title: 'Math' } }));
    expect(loadPersistedState()).toEqual({ draft: { title: 'Math' } });
    localStorage.setItem(PERSISTED_STATE_KEY, '{not json');
    expect(loadPersistedState()).toEqual({});
    localStorage.setItem(PERSISTED_STATE_KEY, '[1,2]');
    expect(loadPersistedState()).toEqual({});
  });
});
