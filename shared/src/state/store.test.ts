import { createSlice } from '@reduxjs/toolkit';

function unsignedToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

/** The store reads the cookie and localStorage when its module loads, so each test loads it afresh. */
async function freshStore() {
  let loaded!: typeof import('./store') & typeof import('./session-slice') & typeof import('./end-session');
  await jest.isolateModulesAsync(async () => {
    loaded = { ...(await import('./store')), ...(await import('./session-slice')), ...(await import('./end-session')) };
  });
  return loaded;
}

describe('the shared store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'quizsession=; Max-Age=0; Path=/';
    document.cookie = 'quizcsrf=; Max-Age=0; Path=/';
  });

  it('starts signed in from the readable quizsession cookie, with flags and role from its claims', async () => {
    const token = unsignedToken({
      sub: '3',
      exp: 4102444800,
      data: { userRole: '3', UserId: 3, UserName: 'grader', Name: 'Grader' },
      ans: '1',
    });
    document.cookie = `quizsession=${token}; Path=/`;
    const { store, selectIsSignedIn, selectFlags, selectRoleId, selectDisplayName } = await freshStore();
    const state = store.getState();
    expect(selectIsSignedIn(state)).toBe(true);
    expect(selectRoleId(state)).toBe(3);
    expect(selectDisplayName(state)).toBe('Grader');
    expect(selectFlags(state).ans).toBe(true);
    expect(selectFlags(state).usermanagement).toBe(false);
  });

  it('does not revive a session from localStorage once the cookie is gone', async () => {
    localStorage.setItem('state', JSON.stringify({ session: { unsignedToken: 'stale', gotData: true } }));
    const { store, selectIsSignedIn } = await freshStore();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('restores an injected slice from the saved state and saves changes with gotData false', async () => {
    localStorage.setItem('state', JSON.stringify({ draft: { title: 'Saved title', gotData: false } }));
    const { store, injectSlice } = await freshStore();
    const draft = createSlice({
      name: 'draft',
      initialState: { title: '', gotData: false },
      reducers: {
        titled: (state, action: { payload: string }) => {
          state.title = action.payload;
          state.gotData = true;
        },
      },
    });
    injectSlice(draft);
    expect((store.getState() as unknown as { draft: { title: string } }).draft.title).toBe('Saved title');
    store.dispatch(draft.actions.titled('New title'));
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('state')!).draft).toEqual({ title: 'New title', gotData: false });
  });

  it('ends a session by clearing the readable session cookies, localStorage and state', async () => {
    const token = unsignedToken({ sub: '1', exp: 4102444800, data: { userRole: '1', UserId: 1, UserName: 'admin', Name: 'Admin' } });
    document.cookie = `quizsession=${token}; Path=/`;
    document.cookie = 'quizcsrf=the-proof; Path=/';
    localStorage.setItem('other', 'x');
    const { store, endSession, selectIsSignedIn } = await freshStore();
    endSession();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('other')).toBeNull();
    expect(document.cookie).not.toContain('quizsession=ey');
    expect(document.cookie).not.toContain('quizcsrf=');
  });
});
