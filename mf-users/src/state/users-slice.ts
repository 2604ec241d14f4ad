import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { NewUser, User, UserChanges } from '@mizan/shared';
import { api, injectSlice, sessionEnded } from '@mizan/shared/browser';
import { failureOfResult, isUserCallFailure, toFailure, type UsersFailure } from './failure';

/**
 * The users screen's slice, injected into the one shared store
 * (ARCHITECTURE §5). It is not persisted to localStorage: a list of staff
 * accounts has no business on the disk of a shared school computer, and the
 * screen reloads it on every visit anyway (gotData would be false after a
 * reload regardless).
 */
export interface UsersState {
  list: User[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  failure: UsersFailure | null;
  gotData: boolean;
}

export const initialUsersState: UsersState = { list: [], status: 'idle', failure: null, gotData: false };

type Rejection = { rejectValue: UsersFailure };

/** `admin/getusers.php` with the filter '1' the users screen sends (SPEC §7). */
export const loadUsers = createAsyncThunk<User[], void, Rejection>('users/load', async (_, { rejectWithValue }) => {
  try {
    const result = await api.callUserApi('listUsers', '1');
    if (isUserCallFailure(result)) return rejectWithValue(failureOfResult(result));
    return result.data;
  } catch (error) {
    return rejectWithValue(toFailure(error));
  }
});

export interface SavedUser {
  user: User;
  /** The server's own sentence about it, when it sent one. */
  message?: string;
}

/** `postusers` (SPEC §7). */
export const addUser = createAsyncThunk<SavedUser, NewUser, Rejection>('users/add', async (newUser, { rejectWithValue }) => {
  try {
    const result = await api.callUserApi('addUser', newUser);
    if (isUserCallFailure(result)) return rejectWithValue(failureOfResult(result));
    return { user: result.data, message: result.msg };
  } catch (error) {
    return rejectWithValue(toFailure(error));
  }
});

/** `putusers` with UserId and the changed fields only (SPEC §7). */
export const updateUser = createAsyncThunk<SavedUser, UserChanges, Rejection>('users/update', async (changes, { rejectWithValue }) => {
  try {
    const result = await api.callUserApi('updateUser', changes);
    if (isUserCallFailure(result)) return rejectWithValue(failureOfResult(result));
    return { user: result.data, message: result.msg };
  } catch (error) {
    return rejectWithValue(toFailure(error));
  }
});

function putUser(list: User[], user: User): void {
  const index = list.findIndex((existing) => existing.id === user.id);
  if (index === -1) list.push(user);
  else list[index] = user;
}

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadUsers.pending, (state) => {
        state.status = 'loading';
        state.failure = null;
      })
      .addCase(loadUsers.fulfilled, (state, action) => {
        state.list = action.payload;
        state.status = 'ready';
        state.gotData = true;
      })
      .addCase(loadUsers.rejected, (state, action) => {
        state.status = 'failed';
        state.failure = action.payload ?? toFailure(action.error);
      })
      .addCase(addUser.fulfilled, (state, action) => putUser(state.list, action.payload.user))
      .addCase(updateUser.fulfilled, (state, action) => putUser(state.list, action.payload.user))
      // Signing out (or a 403 on a user call) leaves no staff list behind in memory.
      .addCase(sessionEnded, () => initialUsersState);
  },
});

injectSlice(usersSlice, { persist: false });

/** The slice's state; it exists once injected, the fallback covers the instant before. */
export const selectUsers = (state: unknown): UsersState =>
  (state as { users?: UsersState }).users ?? initialUsersState;
