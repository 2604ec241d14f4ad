import { browserFetch, jsonResponse } from '../test/browser-fetch';
import { fakeServer } from '../test/fake-api';
import { startApplyExamRequest } from './early-requests';
import { loadApplyExam } from './load-apply-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

const EXAM = { title: 'Demo: General Admission Test', lang: 'En', accessCodeRequired: false };

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('emp/getapplyexam.php', { status: 200, body: { data: EXAM } });
  sessionStorage.clear();
});

describe("the apply page's assessment asked for by the first script", () => {
  it('is what the apply page gets, signed with the fingerprint the tab keeps, with no second request', async () => {
    const fetchMock = browserFetch(async () => jsonResponse(200, { data: EXAM }));
    startApplyExamRequest('7');
    const answer = await loadApplyExam('7');
    expect(answer.data.title).toBe(EXAM.title);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/emp/getapplyexam.php');
    const sent = JSON.parse(String(init.body));
    expect(sent).toEqual({ sign: expect.stringMatching(/^[0-9a-f]{64}$/), data: { exam_id: '7' } });
    // The fingerprint made for the early request is the tab's: registering later sends the same one.
    expect(sessionStorage.getItem('fingerprint')).toBe(sent.sign);
    expect(fakeServer.requestsTo('emp/getapplyexam.php')).toHaveLength(0);
  });

  it('is asked again through the API client when the early request was refused, so the refusal reads as usual', async () => {
    browserFetch(async () => jsonResponse(404, { msg: 'closed' }));
    startApplyExamRequest('7');
    const answer = await loadApplyExam('7');
    expect(answer.data.title).toBe(EXAM.title);
    expect(fakeServer.requestsTo('emp/getapplyexam.php')).toHaveLength(1);
  });

  it('is not started for an address that names no assessment number', async () => {
    const fetchMock = browserFetch(async () => jsonResponse(200, {}));
    startApplyExamRequest('abc');
    expect(fetchMock).not.toHaveBeenCalled();
    await loadApplyExam('abc');
    expect(fakeServer.requestsTo('emp/getapplyexam.php')).toHaveLength(1);
  });

  it('answers once: a second load asks the API', async () => {
    browserFetch(async () => jsonResponse(200, { data: EXAM }));
    startApplyExamRequest('8');
    await loadApplyExam('8');
    await loadApplyExam('8');
    expect(fakeServer.requestsTo('emp/getapplyexam.php')).toHaveLength(1);
  });
});
