import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { EXAM_REFUSAL_CODES, OPEN_IN_ANOTHER_BROWSER, applicantText } from '@mizan/shared';
import { timeWords } from '../components/time-words';
import { journalKey } from '../state/answer-journal';
import { EXAM_KEY } from '../state/exam-key';
import { fakeServer } from '../test/fake-api';
import { HASH, NEXT_HASH, serveExam, studentExam } from '../test/exam-server';
import { openDialog, pagesOpened, prepareEachExamTest, drawnQuestionSection, questionSection, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('../federation/questions-remote', () => jest.requireActual('../test/questions-remote-from-source').questionsRemoteFromSource());

const PATH = `/assessment?hash=${HASH}`;
const closeWindow = prepareEachExamTest();

const statusOf = (id: string) => questionSection(id).querySelector('[data-save-status]')?.getAttribute('data-save-status');
const clockText = () => screen.getByRole('timer').textContent;
const secondsColor = () => screen.getByTestId('clock-seconds').style.color;
/** The live region screen readers announce the last-minute warning from. */
function lastMinuteWarning(): HTMLElement {
  const region = screen.getByTestId('last-minute-warning');
  expect(region).toHaveAttribute('role', 'alert');
  return region;
}

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function submitWithConfirm(user: ReturnType<typeof renderExamApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Submit exam' }));
  const dialog = await waitFor(() => {
    const found = openDialog();
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  await user.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
}

/** The server's answer when the attempt is bound to another browser. */
const OPEN_ELSEWHERE = { status: 423, body: { msg: OPEN_IN_ANOTHER_BROWSER, code: EXAM_REFUSAL_CODES.openInAnotherBrowser } };

describe('the exam page', () => {
  it('shows a spinner, then each question labelled Q {index} in exam mode, fetched by the hash', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeServer.on('admin/getstudentexam.php', () => new Promise((resolve) => (answer = resolve)));
    const { container } = renderExamApp(PATH);
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    await act(async () => answer({ status: 200, body: { data: studentExam() } }));
    expect(await screen.findByText('Q 1')).toBeInTheDocument();
    expect(screen.getByText('Q 2')).toBeInTheDocument();
    expect(screen.getByText('Q 3')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getstudentexam.php')[0].data).toEqual({ id: HASH });
    expect(screen.getByRole('button', { name: 'Submit exam' })).toBeEnabled();
    expect(container.querySelector('[dir="rtl"]')).toBeNull();
  });

  it('is right to left and in Arabic for an Arabic exam, the document lang="ar" dir="rtl" until it is left', async () => {
    serveExam(studentExam({ remainingSeconds: 600 }, { lang: 'Ar' }));
    const { container, user, unmount } = renderExamApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'السؤال 1' })).toBeInTheDocument();
    expect(container.querySelector('div[dir="rtl"][lang="ar"]')).not.toBeNull();
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByText('Q 1')).toBeNull();
    expect(screen.getByRole('timer', { name: 'الوقت المتبقي' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'تسليم الاختبار' }));
    const dialog = await waitFor(() => {
      const found = openDialog();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(dialog).toHaveTextContent('هل تريد تسليم إجاباتك الآن؟');
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    unmount();
    expect(document.documentElement.getAttribute('lang')).not.toBe('ar');
  });

  it("an English exam has SPEC's Q {index} as each question's heading, under the assessment's h1, and the tab named after it", async () => {
    serveExam(studentExam());
    renderExamApp(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Q 1' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1 });
    expect(document.title).toBe(`${title.textContent} — Mizan`);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it.each([
    ['En', applicantText('ltr').leaveNote],
    ['Ar', applicantText('rtl').leaveNote],
  ] as const)('says on the page, in the exam language (%s), that leaving submits with what is saved', async (lang, note) => {
    serveExam(studentExam({}, { lang }));
    renderExamApp(PATH);
    const shown = await screen.findByText(note);
    expect(leavingAsks()).toBe(true);
    // Before the first question, where it is read before answering.
    const firstQuestion = document.querySelector('[data-question-id]') as Node;
    expect(shown.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no leave note when the assessment lets the applicant come back (allowResume)', async () => {
    serveExam(studentExam({ allowResume: true }));
    renderExamApp(PATH);
    await screen.findByText('Q 1');
    expect(screen.queryByTestId('leave-note')).toBeNull();
  });

  it('a server error while loading is shown as the error', async () => {
    fakeServer.on('admin/getstudentexam.php', {
      status: 404,
      body: { msg: 'This exam link is not valid. Please register again from the apply page.' },
    });
    renderExamApp(PATH);
    expect(await screen.findByText('This exam link is not valid. Please register again from the apply page.')).toBeInTheDocument();
  });

  it('counts down from the server seconds, not the device clock; seconds red at 0 minutes; submits itself at zero', async () => {
    jest.useFakeTimers();
    const server = serveExam(studentExam({ remainingSeconds: 62 }));
    renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Q 1');
    expect(clockText()).toBe('01:02');
    expect(secondsColor()).toBe('');
    expect(lastMinuteWarning()).toBeEmptyDOMElement();
    // Moving the device's date changes nothing.
    jest.setSystemTime(Date.now() + 3_600_000);
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(clockText()).toBe('01:01');
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(clockText()).toBe('00:59');
    expect(secondsColor()).toBe('rgb(255, 77, 79)');
    expect(lastMinuteWarning()).toHaveTextContent(timeWords('ltr').oneMinuteLeft);
    expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(0);
    server.state.remainingSeconds = 0;
    await act(async () => jest.advanceTimersByTimeAsync(59_000));
    await waitFor(() => expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(1));
    expect(server.state.submitted).toBe(true);
    await waitFor(() => expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Success$/));
    expect(openDialog()).toHaveTextContent(timeWords('ltr').timeWasUp);
  });

  it('in an Arabic exam the last-minute warning and the time-up line of the Success dialog are Arabic', async () => {
    jest.useFakeTimers();
    const server = serveExam(studentExam({ remainingSeconds: 61 }, { lang: 'Ar' }));
    renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByRole('heading', { level: 2, name: 'السؤال 1' });
    expect(lastMinuteWarning()).toBeEmptyDOMElement();
    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(lastMinuteWarning()).toHaveTextContent(timeWords('rtl').oneMinuteLeft);
    server.state.remainingSeconds = 0;
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(openDialog()).toHaveTextContent(timeWords('rtl').timeWasUp));
    expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(applicantText('rtl').success);
  });

  it('the clock is a bar of its own at the top, over no question', async () => {
    serveExam(studentExam({ remainingSeconds: 600 }));
    renderExamApp(PATH);
    await screen.findByText('Q 1');
    const bar = screen.getByTestId('clock-bar');
    expect(bar).toContainElement(screen.getByRole('timer'));
    expect(bar.style.position).toBe('sticky');
    expect(bar.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('at zero asks the server first: time given meanwhile by the control room keeps the exam going', async () => {
    jest.useFakeTimers();
    const server = serveExam(studentExam({ remainingSeconds: 5 }));
    renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Q 1');
    server.state.remainingSeconds = 180;
    await act(async () => jest.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(clockText()).toMatch(/^0(3:00|2:59)$/));
    expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(0);
    server.state.remainingSeconds = 0;
    await act(async () => jest.advanceTimersByTimeAsync(181_000));
    await waitFor(() => expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(1));
  });

  it('re-syncs the clock from each save', async () => {
    jest.useFakeTimers();
    serveExam(studentExam({ remainingSeconds: 600 }), { remainingAfterSave: 300 });
    const { user } = renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Q 1');
    expect(clockText()).toBe('10:00');
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'True' }));
    await waitFor(() => expect(clockText()).toBe('05:00'));
  });

  it('journals each answer in localStorage before saving it, with a growing seq, and shows Saved', async () => {
    const server = serveExam(studentExam());
    fakeServer.on('student/saveanswer.php', (data) => {
      const { questionId, seq } = data as { questionId: string; seq: number };
      // At the moment the save arrives, the device already holds it.
      expect(JSON.parse(window.localStorage.getItem(journalKey(HASH, questionId)) ?? 'null')).toMatchObject({ seq, acknowledged: false });
      return { status: 200, body: { data: { savedSeq: seq, applied: true, remainingSeconds: 1200, serverTime: '' } } };
    });
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'True' }));
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'False' }));
    await waitFor(() => expect(statusOf('q1')).toBe('saved'));
    expect(fakeServer.requestsTo('student/saveanswer.php').map((request) => request.data)).toEqual([
      { hash: HASH, questionId: 'q1', answer: { type: 'TrueOrFalse', optionId: 'True' }, seq: 1 },
      { hash: HASH, questionId: 'q1', answer: { type: 'TrueOrFalse', optionId: 'False' }, seq: 2 },
    ]);
    expect(server.held.size).toBe(0); // the override above answered instead
  });

  it('offline: answers show offline and are replayed in order when the network returns', async () => {
    const server = serveExam(studentExam());
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    server.state.online = false;
    await user.click(await within(await drawnQuestionSection('q2')).findByRole('radio', { name: 'False' }));
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'True' }));
    await waitFor(() => expect(statusOf('q1')).toBe('offline'));
    expect(statusOf('q2')).toBe('offline');
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(server.state.saves).toEqual([]);

    server.state.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(statusOf('q1')).toBe('saved'));
    expect(statusOf('q2')).toBe('saved');
    expect(server.state.saves).toEqual([
      ['q2', 1],
      ['q1', 1],
    ]);
    expect(server.held.get('q1')?.answer).toEqual({ type: 'TrueOrFalse', optionId: 'True' });
  });

  it('on reload, merges the server answers with newer journal entries (higher seq wins) and replays the unsent one', async () => {
    window.localStorage.setItem(EXAM_KEY, HASH);
    window.localStorage.setItem(
      journalKey(HASH, 'q1'),
      JSON.stringify({ questionId: 'q1', answer: { type: 'TrueOrFalse', optionId: 'False' }, seq: 3, order: 1, acknowledged: false }),
    );
    window.localStorage.setItem(
      journalKey(HASH, 'q2'),
      JSON.stringify({ questionId: 'q2', answer: { type: 'TrueOrFalse', optionId: 'False' }, seq: 1, order: 2, acknowledged: true }),
    );
    const server = serveExam(
      studentExam({
        allowResume: true,
        answers: [
          { questionId: 'q1', answer: { type: 'TrueOrFalse', optionId: 'True' }, seq: 2, savedAt: '' },
          { questionId: 'q2', answer: { type: 'TrueOrFalse', optionId: 'True' }, seq: 4, savedAt: '' },
        ],
      }),
    );
    renderExamApp(PATH);
    await screen.findByText('Q 1');
    expect(within(questionSection('q1')).getByRole('radio', { name: 'False' })).toBeChecked();
    expect(await within(await drawnQuestionSection('q2')).findByRole('radio', { name: 'True' })).toBeChecked();
    await waitFor(() => expect(server.state.saves).toEqual([['q1', 3]]));
    expect(server.held.get('q1')).toEqual({ answer: { type: 'TrueOrFalse', optionId: 'False' }, seq: 3 });
    // allowResume: the applicant continues; nothing is submitted.
    expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(0);
  });

  it('without allowResume, a reload of an open exam submits it with the journaled answers', async () => {
    window.localStorage.setItem(EXAM_KEY, HASH);
    window.localStorage.setItem(
      journalKey(HASH, 'q3'),
      JSON.stringify({ questionId: 'q3', answer: { type: 'TrueOrFalse', optionId: 'True' }, seq: 1, order: 1, acknowledged: false }),
    );
    const server = serveExam(studentExam({ allowResume: false }));
    renderExamApp(PATH);
    await waitFor(() => expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(1));
    expect(server.held.get('q3')?.answer).toEqual({ type: 'TrueOrFalse', optionId: 'True' });
    await waitFor(() => expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Success$/));
    expect(window.localStorage.getItem(EXAM_KEY)).toBeNull();
  });

  it('the first load is not a reload: it remembers the exam key and does not submit', async () => {
    serveExam(studentExam({ allowResume: false }));
    renderExamApp(PATH);
    await screen.findByText('Q 1');
    expect(window.localStorage.getItem(EXAM_KEY)).toBe(HASH);
    expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(0);
  });

  it('Submit exam asks, replays the journal, submits; Success cannot be dismissed, says to close, closes; beforeunload cleared', async () => {
    const server = serveExam(studentExam());
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    expect(leavingAsks()).toBe(true);
    server.state.online = false;
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'True' }));
    await waitFor(() => expect(statusOf('q1')).toBe('offline'));
    server.state.online = true;

    await submitWithConfirm(user);
    const dialog = await waitFor(() => {
      expect(openDialog()?.classList.contains('ant-modal-confirm-success')).toBe(true);
      return openDialog() as HTMLElement;
    });
    expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Success$/);
    expect(dialog).not.toHaveTextContent(timeWords('ltr').timeWasUp);
    expect(dialog).toHaveTextContent('Please, Close this window!');
    expect(dialog).toHaveTextContent('close the browser');
    expect(dialog).toHaveTextContent('Your answers are saved. Your result will appear at this same address when it is released.');
    expect(within(dialog).getByTestId('what-happens-next')).toHaveTextContent(`/assessment?hash=${HASH}`);
    // Nothing dismisses it: its only button copies the address.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Copy']);
    expect(closeWindow()).toHaveBeenCalled();
    // The offline answer reached the server before the submit.
    expect(server.held.get('q1')?.answer).toEqual({ type: 'TrueOrFalse', optionId: 'True' });
    expect(leavingAsks()).toBe(false);
    expect(window.localStorage.getItem(journalKey(HASH, 'q1'))).toBeNull();
    expect(window.localStorage.getItem(EXAM_KEY)).toBeNull();
  });

  it('with a next assessment, OK leads to /assessment?hash={next}', async () => {
    serveExam(studentExam(), { next: NEXT_HASH });
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    await submitWithConfirm(user);
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(closeWindow()).not.toHaveBeenCalled();
    fakeServer.on('admin/getstudentexam.php', { status: 200, body: { data: studentExam({ hash: NEXT_HASH }, { title: 'Second test' }) } });
    await user.click(ok);
    await waitFor(() => expect(pagesOpened()).toEqual([`/assessment?hash=${NEXT_HASH}`]));
    // The browser loads that address: the next assessment's page.
    cleanup();
    renderExamApp(`/assessment?hash=${NEXT_HASH}`);
    expect(await screen.findByText('Second test')).toBeInTheDocument();
  });

  it.each([
    ['En', 'Your next assessment needs your access code as well as your ID'],
    ['Ar', 'يحتاج اختبارك التالي إلى رمز الدخول'],
  ] as const)(
    'in %s, when the next assessment needs the access code, the dialog says so and OK leads to its apply page',
    async (lang, sentence) => {
      serveExam(studentExam({}, { lang }), { nextExamId: 42 });
      const { user } = renderExamApp(PATH);
      await screen.findByText(applicantText(lang === 'Ar' ? 'rtl' : 'ltr').questionLabel(1));
      const words = applicantText(lang === 'Ar' ? 'rtl' : 'ltr');
      await user.click(await screen.findByRole('button', { name: words.submitExam }));
      const confirm = await waitFor(() => openDialog() as HTMLElement);
      await user.click(within(confirm).getByRole('button', { name: words.submitExam }));
      const ok = await screen.findByRole('button', { name: words.ok });
      expect(openDialog()).toHaveTextContent(sentence);
      expect(closeWindow()).not.toHaveBeenCalled();
      await user.click(ok);
      await waitFor(() => expect(pagesOpened()).toEqual(['/apply/42']));
    },
  );

  it("'This test has been submitted before!' shows the exact dialog and closes the window", async () => {
    const server = serveExam(studentExam());
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    server.state.submitted = true;
    await submitWithConfirm(user);
    await waitFor(() =>
      expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
        'You have submitted this test before! Please close the browser.',
      ),
    );
    expect(openDialog()?.classList.contains('ant-modal-confirm-error')).toBe(true);
    expect(closeWindow()).toHaveBeenCalled();
    expect(leavingAsks()).toBe(false);
  });

  it('an attempt open in another browser is said so on load, with no questions', async () => {
    fakeServer.on('admin/getstudentexam.php', OPEN_ELSEWHERE);
    renderExamApp(PATH);
    expect(await screen.findByText('Open in another browser')).toBeInTheDocument();
    expect(screen.getByText(OPEN_IN_ANOTHER_BROWSER)).toBeInTheDocument();
    expect(screen.queryByText('Q 1')).toBeNull();
  });

  it('moved to another browser mid-exam: this one stops saving, says so, and keeps its answer on the device', async () => {
    serveExam(studentExam());
    const { user } = renderExamApp(PATH);
    await screen.findByText('Q 1');
    fakeServer.on('student/saveanswer.php', OPEN_ELSEWHERE);
    await user.click(within(questionSection('q1')).getByRole('radio', { name: 'True' }));
    expect(await screen.findByText('Open in another browser')).toBeInTheDocument();
    expect(fakeServer.requestsTo('student/submitexam.php')).toHaveLength(0);
    expect(fakeServer.requestsTo('student/saveanswer.php')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(journalKey(HASH, 'q1')) ?? 'null')).toMatchObject({ seq: 1, acknowledged: false });
    expect(leavingAsks()).toBe(false);
  });
});
