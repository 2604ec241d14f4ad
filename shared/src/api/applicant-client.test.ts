import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { APPLICANT_CALLS } from './applicant-calls';
import { createApplicantApiClient } from './applicant-client';
import { contract } from './contract';

type Reply = { status: number; body: string } | 'network-down';

function clientFor(reply: Reply) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => reply.body };
  }) as unknown as typeof fetch;
  return { client: createApplicantApiClient({ fetch: fakeFetch }), requests };
}

describe("the applicant's API client", () => {
  beforeEach(() => sessionStorage.clear());

  it("names each call with the contract's method and path", () => {
    for (const [name, { method, path }] of Object.entries(APPLICANT_CALLS)) {
      const spec = contract[name as keyof typeof APPLICANT_CALLS];
      expect({ name, method, path }).toEqual({ name, method: spec.method, path: spec.path });
      expect(spec.access.kind).toBe('public');
    }
  });

  it('posts the payload in the envelope with the per-tab fingerprint and answers the body', async () => {
    const { client, requests } = clientFor({ status: 200, body: JSON.stringify({ msg: 'Ali', data: 'hash' }) });
    await expect(client.call('registerForExam', { exam_id: '7', ssn: '12345678901234' })).resolves.toEqual({ msg: 'Ali', data: 'hash' });
    expect(requests[0].url).toBe('/api/emp/reg.php');
    expect(requests[0].init.method).toBe('POST');
    expect(requests[0].init.credentials).toBe('include');
    expect(requests[0].init.headers).toEqual({ 'Content-Type': 'application/json' });
    const body = JSON.parse(requests[0].init.body as string);
    expect(body.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(body.sign).toBe(sessionStorage.getItem('fingerprint'));
    expect(body.data).toEqual({ exam_id: '7', ssn: '12345678901234' });
  });

  it('sends a GET call its data as query parameters and no body', async () => {
    const { client, requests } = clientFor({ status: 200, body: JSON.stringify({ data: { positions: [], schools: [] } }) });
    await client.call('applyOptions', {});
    expect(requests[0].url).toBe('/api/emp/getpositions.php');
    expect(requests[0].init).toEqual({ method: 'GET', credentials: 'include' });
  });

  it("rejects with the server's sentence and status", async () => {
    const { client } = clientFor({ status: 409, body: JSON.stringify({ msg: 'This test has been submitted before!' }) });
    const error = await client.call('submitExam', { id: 'x'.repeat(32) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'This test has been submitted before!', isNetworkError: false });
  });

  it("shows a short plain-text answer as it is and anything else as 'Error!'", async () => {
    await expect(clientFor({ status: 502, body: 'Bad gateway' }).client.call('studentExam', { id: 'h' })).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
    });
    await expect(clientFor({ status: 500, body: '' }).client.call('studentExam', { id: 'h' })).rejects.toMatchObject({
      status: 500,
      message: 'Error!',
    });
  });

  it('reports a server it could not reach as a network error', async () => {
    const error = await clientFor('network-down')
      .client.call('saveAnswer', { hash: 'h', questionId: 'q', answer: { type: 'essay', text: '' }, seq: 1 } as never)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: null, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  });
});
