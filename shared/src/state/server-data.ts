import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { toCallFailure, type CallFailure } from '../api/call-failure';
import { USER_CALL_NETWORK_ERROR, USER_CALL_NO_SESSION } from '../api/client';
import type { CallName, RequestOf } from '../api/contract';
import { api } from './api';
import { sessionEnded } from './session-slice';
import { addMiddleware, injectSlice } from './store';

/** One contract call as an RTK Query argument: its name and its request. */
export interface ContractCall<Name extends CallName = CallName> {
  call: Name;
  data?: RequestOf<Name>;
  /**
   * A user-management call (SPEC §8): made with api.callUserApi, whose -1
   * (network) and -2 (no session) results become failures here.
   */
  userCall?: boolean;
}

/** Runs a contract call through the shared client: `{ data: <its answer> }`, or `{ error: CallFailure }`. */
export const contractBaseQuery: BaseQueryFn<ContractCall, unknown, CallFailure> = async ({ call, data, userCall }) => {
  try {
    const answer: unknown = userCall ? await api.callUserApi(call, data) : await api.call(call, data);
    if (userCall && (answer === USER_CALL_NETWORK_ERROR || answer === USER_CALL_NO_SESSION)) return { error: toCallFailure(answer) };
    return { data: answer };
  } catch (error) {
    return { error: toCallFailure(error) };
  }
};

/**
 * The server's data as the staff screens hold it: one RTK Query cache in the
 * shared store. Each remote adds its tag types with
 * `serverData.enhanceEndpoints({ addTagTypes })` and its calls with
 * `serverData.injectEndpoints`; a query keeps its answer, loading flag and
 * CallFailure, and a mutation invalidates the tags of what it changed.
 */
export const serverData = createApi({
  reducerPath: 'serverData',
  baseQuery: contractBaseQuery,
  endpoints: () => ({}),
});

/** Another user may sign in next in this tab: nothing cached for the last one may show. */
const forgetOnSessionEnd: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded.match(action)) storeApi.dispatch(serverData.util.resetApiState());
  return result;
};

// The cache is rebuilt from the server after a reload, so it is never saved to localStorage.
injectSlice(serverData, { persist: false });
addMiddleware(serverData.middleware);
addMiddleware(forgetOnSessionEnd);
