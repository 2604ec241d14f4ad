import { act, screen } from '@testing-library/react';
import { PROCTOR_CODES } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam } from '../test/exam-server';
import { prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('../federation/questions-remote', () => jest.requireActual('../test/questions-remote-from-source').questionsRemoteFromSource());

const PATH = `/assessment?hash=${HASH}`;
prepareEachExamTest();

/** Longer than the session's few seconds between asks while the exam is held. */
const NEXT_ASK_MS = 6_000;

describe('the exam page at the proctor’s gate', () => {
  it('shows the waiting screen (loaded when needed) instead of the questions, then the exam once let in, by itself', async () => {
    jest.useFakeTimers();
    fakeServer.on('admin/getstudentexam.php', {
      status: 403,
      body: { msg: 'A proctor must let you start this exam.', code: PROCTOR_CODES.approvalNeeded },
    });
    renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByText('Waiting for the proctor')).toBeInTheDocument();
    expect(screen.queryByText('Q 1')).not.toBeInTheDocument();

    serveExam(studentExam());
    await act(async () => jest.advanceTimersByTimeAsync(NEXT_ASK_MS));
    expect(await screen.findByText('Q 1')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the proctor')).not.toBeInTheDocument();
  });

  it('a refusal shows the proctor’s reason and asks no question', async () => {
    fakeServer.on('admin/getstudentexam.php', {
      status: 403,
      body: { msg: 'Your ID card does not match.', code: PROCTOR_CODES.refused },
    });
    renderExamApp(PATH);
    expect(await screen.findByText('The proctor did not let you in')).toBeInTheDocument();
    expect(screen.getByText('Your ID card does not match.')).toBeInTheDocument();
    expect(screen.queryByText('Q 1')).not.toBeInTheDocument();
  });
});
