import type { AnswerOf, NewUser, User, UserChanges } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

export interface SavedUser {
  user: User;
  /** The server's own sentence about it, when it sent one. */
  message?: string;
}

function savedUser(answer: AnswerOf<'addUser'> | AnswerOf<'updateUser'>): SavedUser {
  return { user: answer.data, message: answer.msg };
}

/**
 * The users screen's calls, all user calls (SPEC §8: -1 and -2 are failures
 * here). The staff list stays in the serverData cache only, never on the disk
 * of a shared school computer, and goes when the session ends. A saved
 * account refetches the list, so the table shows it as the server has it.
 */
export const usersApi = serverData.enhanceEndpoints({ addTagTypes: ['Users'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `admin/getusers.php` with the filter '1' the users screen sends (SPEC §7). */
    listUsers: build.query<User[], void>({
      query: () => ({ call: 'listUsers', data: '1', userCall: true }),
      transformResponse: (answer: AnswerOf<'listUsers'>) => answer.data,
      providesTags: ['Users'],
    }),
    /** `postusers` (SPEC §7). */
    addUser: build.mutation<SavedUser, NewUser>({
      query: (newUser) => ({ call: 'addUser', data: newUser, userCall: true }),
      transformResponse: savedUser,
      invalidatesTags: (saved) => (saved ? ['Users'] : []),
    }),
    /** `putusers` with UserId and the changed fields only (SPEC §7). */
    updateUser: build.mutation<SavedUser, UserChanges>({
      query: (changes) => ({ call: 'updateUser', data: changes, userCall: true }),
      transformResponse: savedUser,
      invalidatesTags: (saved) => (saved ? ['Users'] : []),
    }),
    /** `admin/unlocklogin.php`: clears the account's failed sign-ins; resolves the server's sentence. */
    unlockSignIn: build.mutation<string | undefined, { username: string }>({
      query: (account) => ({ call: 'unlockSignIn', data: account, userCall: true }),
      transformResponse: (answer: AnswerOf<'unlockSignIn'>) => answer.msg,
    }),
  }),
});

export const { useListUsersQuery, useAddUserMutation, useUpdateUserMutation, useUnlockSignInMutation } = usersApi;
