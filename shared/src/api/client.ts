import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { contract, USER_CALLS, type AnswerOf, type CallName, type RequestOf } from './contract';
import { CSRF_HEADER, CSRF_PROOF_MISSING_CODE } from '../domain/session';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { requestFingerprint } from './fingerprint';

export interface ApiClientOptions {
  baseURL?: string;
  /** Whether this browser holds a staff session (user calls resolve -2 without one, SPEC §8). */
  hasSession: () => boolean;
  /**
   * The session's CSRF proof (the `quizcsrf` cookie), sent as X-CSRF-Token
   * on staff calls; the token itself travels in the HttpOnly cookie.
   */
  getCsrfProof: () => string | null;
  /** Called on 401 or a missing CSRF proof from a staff call, and on 403 from a user call (SPEC §6). */
  onSessionEnded: () => void;
  /** Replaces the HTTP transport (tests). */
  adapter?: AxiosAdapter;
}

/** The seed's results for user calls: -1 network error, -2 no session (SPEC §8). */
export const USER_CALL_NETWORK_ERROR = -1;
export const USER_CALL_NO_SESSION = -2;
export type UserCallFailure = typeof USER_CALL_NETWORK_ERROR | typeof USER_CALL_NO_SESSION;

export interface ApiClient {
  /** Make a contract call; rejects with ApiError. */
  call<Name extends CallName>(name: Name, data?: RequestOf<Name>): Promise<AnswerOf<Name>>;
  /** A user-management call, resolving -1 or -2 instead of rejecting on those failures. */
  callUserApi<Name extends CallName>(name: Name, data?: RequestOf<Name>): Promise<AnswerOf<Name> | UserCallFailure>;
}

function codeOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string') return body.msg;
  if (typeof body === 'string' && body.length > 0 && body.length < 500) return body;
  return 'Error!';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL ?? '/api/',
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
    adapter: options.adapter,
  });

  async function call<Name extends CallName>(name: Name, data?: RequestOf<Name>): Promise<AnswerOf<Name>> {
    const spec = contract[name];
    const isStaffCall = spec.access.kind !== 'public';
    const proof = options.getCsrfProof();
    try {
      const response = await http.request<AnswerOf<Name>>({
        method: spec.method,
        url: spec.path,
        // GET calls send their data as query parameters (e.g. the applicant list's filters).
        ...(spec.method === 'GET' ? { params: data } : { data: { sign: requestFingerprint(), data } }),
        headers: isStaffCall && proof ? { [CSRF_HEADER]: proof } : undefined,
      });
      return response.data;
    } catch (error) {
      if (!axios.isAxiosError(error) || !error.response) throw new ApiError(null, NETWORK_ERROR_MESSAGE);
      const { status, data: body } = error.response;
      const code = codeOf(body);
      const sessionUnusable = isStaffCall && (status === 401 || code === CSRF_PROOF_MISSING_CODE);
      if (sessionUnusable || (status === 403 && USER_CALLS.includes(name))) options.onSessionEnded();
      throw new ApiError(status, messageOf(body), code);
    }
  }

  async function callUserApi<Name extends CallName>(name: Name, data?: RequestOf<Name>) {
    if (!options.hasSession()) return USER_CALL_NO_SESSION;
    try {
      return await call(name, data);
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) return USER_CALL_NETWORK_ERROR;
      throw error;
    }
  }

  return { call, callUserApi };
}
