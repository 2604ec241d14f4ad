import { screen, waitFor } from '@testing-library/react';
import { newQuestion, richTextFromPlain, toExamView } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam, trueFalse } from '../test/exam-server';
import { drawnQuestionSection, prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('../federation/questions-remote', () => jest.requireActual('../test/questions-remote-from-source').questionsRemoteFromSource());

const PATH = `/assessment?hash=${HASH}`;
prepareEachExamTest();

const essay = toExamView({ ...newQuestion('EssayComponent'), id: 'essay1', header: richTextFromPlain('Why?'), headertxt: 'Why?' }, HASH);
const questions = [trueFalse('q1', 'The sun is a star.'), essay];

function serveSignals() {
  fakeServer.on('student/signal.php', (data) => ({
    status: 200,
    body: { data: { kept: (data as { signals: unknown[] }).signals.length } },
  }));
}
const sentKinds = () =>
  fakeServer
    .requestsTo('student/signal.php')
    .flatMap((request) => (request.data as { signals: { kind: string }[] }).signals.map((signal) => signal.kind));
const section = (id: string) => document.querySelector<HTMLElement>(`[data-question-id="${id}"]`)!;

describe('signals on the exam page', () => {
  it('where the assessment records them: the notice comes before the first question, and leaving the window or pasting into an essay is sent', async () => {
    serveExam(studentExam({ recordSignals: true }, { questions }));
    serveSignals();
    renderExamApp(PATH);
    const notice = await screen.findByTestId('signal-notice');
    expect(notice).toHaveTextContent('This assessment records signals');
    expect(notice).toHaveTextContent('never a verdict');
    await screen.findByText('Q 1');
    expect(notice.compareDocumentPosition(section('q1')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    window.dispatchEvent(new Event('blur'));
    section('q1').dispatchEvent(new Event('paste', { bubbles: true }));
    (await drawnQuestionSection('essay1')).dispatchEvent(new Event('paste', { bubbles: true }));
    await waitFor(() => expect(sentKinds()).toEqual(['focus-lost', 'essay-paste']), { timeout: 4000 });
    expect(fakeServer.requestsTo('student/signal.php')[0].data).toMatchObject({ id: HASH });
  });

  it('in Arabic for an Arabic assessment', async () => {
    serveExam(studentExam({ recordSignals: true }, { lang: 'Ar', questions }));
    serveSignals();
    renderExamApp(PATH);
    expect(await screen.findByTestId('signal-notice')).toHaveTextContent('يسجّل هذا الاختبار إشارات');
  });

  it('where it does not: no notice, nothing sent', async () => {
    serveExam(studentExam({}, { questions }));
    serveSignals();
    renderExamApp(PATH);
    await screen.findByText('Q 1');
    window.dispatchEvent(new Event('blur'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByTestId('signal-notice')).toBeNull();
    expect(fakeServer.requestsTo('student/signal.php')).toEqual([]);
  });
});
