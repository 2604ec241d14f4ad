/** A fetch Response with `status` and a JSON `body` (jsdom has no Response). */
export const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/**
 * The browser's own fetch, as the page's first script uses it (state/early-requests.ts), answering with `reply`
 * and counting the calls. The API client in tests goes to the fake server instead.
 */
export function browserFetch(reply: () => Promise<Response>) {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) => reply());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
