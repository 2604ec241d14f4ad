import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { APPLICANT_CALLS, type ApplicantCallName } from './applicant-calls';
import type { AnswerOf, RequestOf } from './contract';
import { requestFingerprint } from './fingerprint';

export interface ApplicantApiClientOptions {
  baseURL?: string;
  /** Replaces the HTTP transport (tests). */
  fetch?: typeof fetch;
}

export interface ApplicantApiClient {
  /** Make one of the applicant's calls; rejects with ApiError carrying the server's sentence. */
  call<Name extends ApplicantCallName>(name: Name, data?: RequestOf<Name>): Promise<AnswerOf<Name>>;
}

function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'msg' in parsed && typeof parsed.msg === 'string') return parsed.msg;
  } catch {
    // Not JSON: a short plain sentence is shown as it is.
  }
  return body.length > 0 && body.length < 500 ? body : 'Error!';
}

/** A refusal's `code`, when its body carries one. */
function codeOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: no code.
  }
  return null;
}

function queryOf(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The applicant's API client: the staff client's envelope (`{ sign, data }`),
 * answers and ApiError sentences, on the browser's own fetch. The applicant
 * has no session (every one of these calls is public; the attempt hash in
 * the payload is the credential), so there is no token and no sign-out here;
 * and no axios or contract: the applicant's page loads neither.
 */
export function createApplicantApiClient(options: ApplicantApiClientOptions = {}): ApplicantApiClient {
  const baseURL = options.baseURL ?? '/api/';

  async function call<Name extends ApplicantCallName>(name: Name, data?: RequestOf<Name>): Promise<AnswerOf<Name>> {
    const { method, path } = APPLICANT_CALLS[name];
    const transport = options.fetch ?? fetch;
    let response: Response;
    let body: string;
    try {
      response = await transport(
        `${baseURL}${path}${method === 'GET' ? queryOf(data) : ''}`,
        method === 'GET'
          ? { method, credentials: 'include' }
          : {
              method,
              credentials: 'include',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ sign: requestFingerprint(), data }),
            },
      );
      body = await response.text();
    } catch {
      throw new ApiError(null, NETWORK_ERROR_MESSAGE);
    }
    if (!response.ok) throw new ApiError(response.status, messageOf(body), codeOf(body));
    return (body === '' ? undefined : JSON.parse(body)) as AnswerOf<Name>;
  }

  return { call };
}

/** The client the applicant's page uses. */
export const applicantApi = createApplicantApiClient();
