import { browserFetch, jsonResponse } from '../test/browser-fetch';
import { fakeServer } from '../test/fake-api';
import { HASH, studentExam } from '../test/exam-server';
import { startExamRequest } from './early-requests';
import { loadStudentExam } from './load-student-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

const FINGERPRINT = 'ab'.repeat(32);
const exam = studentExam();

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('admin/getstudentexam.php', { status: 200, body: { data: exam } });
  sessionStorage.setItem('fingerprint', FINGERPRINT);
});

describe('the exam view asked for by the entry', () => {
  it('is what the exam page gets, signed with this tab, with no second request', async () => {
    const fetchMock = browserFetch(async () => jsonResponse(200, { data: exam }));
    startExamRequest(HASH);
    const answer = await loadStudentExam(HASH);
    expect(answer.data.hash).toBe(HASH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/getstudentexam.php');
    expect(JSON.parse(String(init.body))).toEqual({ sign: FINGERPRINT, data: { id: HASH } });
    expect(fakeServer.requestsTo('admin/getstudentexam.php')).toHaveLength(0);
  });

  it("counts a timed exam's seconds from when the answer arrived, not from when the page read it", async () => {
    browserFetch(async () => jsonResponse(200, { data: { ...exam, remainingSeconds: 600 } }));
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    startExamRequest(HASH);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    now.mockReturnValue(4_500);
    const answer = await loadStudentExam(HASH);
    now.mockRestore();
    expect(answer.data.remainingSeconds).toBe(597);
  });

  it('is asked again through the API client when the early request failed, so its errors read as usual', async () => {
    browserFetch(async () => jsonResponse(503, { msg: 'busy' }));
    startExamRequest(HASH);
    const answer = await loadStudentExam(HASH);
    expect(answer.data.hash).toBe(HASH);
    expect(fakeServer.requestsTo('admin/getstudentexam.php')).toHaveLength(1);
  });

  it('gives a tab without a fingerprint its own, the one the page then signs with', async () => {
    sessionStorage.removeItem('fingerprint');
    const fetchMock = browserFetch(async () => jsonResponse(200, { data: exam }));
    startExamRequest(HASH);
    const sign = sessionStorage.getItem('fingerprint');
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
    expect(sign).not.toBe(FINGERPRINT);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ sign, data: { id: HASH } });
    expect((await loadStudentExam(HASH)).data.hash).toBe(HASH);
  });

  it('is not started without a hash (the page says the link is not valid)', () => {
    const fetchMock = browserFetch(async () => jsonResponse(200, {}));
    startExamRequest('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
