import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROCTOR_CODES, PROCTOR_PIN_WRONG } from '@mizan/shared';
import type { ExamSession } from '../session/exam-session';
import { fakeServer } from '../test/fake-api';
import { HASH } from '../test/exam-server';
import { ProctorWaitingScreen } from './ProctorWaitingScreen';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

beforeEach(() => fakeServer.reset());

function sessionIn(direction: 'ltr' | 'rtl') {
  const retryOpen = jest.fn();
  const session = { hash: HASH, getSnapshot: () => ({ direction, exam: {} }), retryOpen } as unknown as ExamSession;
  return { session, retryOpen };
}

const waiting = { status: 403, message: 'server sentence', code: PROCTOR_CODES.approvalNeeded };

describe("the proctor's waiting screen", () => {
  test('in Arabic, right to left: the wait, a live status, and the PIN field labelled and hidden as typed', () => {
    render(<ProctorWaitingScreen refusal={waiting} session={sessionIn('rtl').session} />);
    const main = screen.getByTestId('proctor-gate');
    expect(main).toHaveAttribute('dir', 'rtl');
    expect(main).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'في انتظار المراقب' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('يتم التحقق كل بضع ثوانٍ');
    const field = screen.getByLabelText('الرقم السري للمراقب');
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('form', { name: 'أو يكتب المراقب الرقم السري لهذا اليوم هنا' })).toBeInTheDocument();
  });

  test('the right PIN sends this link and asks the exam again at once', async () => {
    fakeServer.on('student/proctorpin.php', { status: 200, body: { msg: 'PIN accepted: the exam opens.' } });
    const { session, retryOpen } = sessionIn('ltr');
    render(<ProctorWaitingScreen refusal={waiting} session={session} />);
    await userEvent.type(screen.getByLabelText("Proctor's PIN"), '123456{Enter}');
    await waitFor(() => expect(retryOpen).toHaveBeenCalledTimes(1));
    expect(fakeServer.requestsTo('student/proctorpin.php').at(-1)?.data).toEqual({ id: HASH, pin: '123456' });
  });

  test('a wrong PIN is said beside the field, announced, and the page keeps waiting', async () => {
    fakeServer.on('student/proctorpin.php', { status: 403, body: { msg: PROCTOR_PIN_WRONG, code: PROCTOR_CODES.pinWrong } });
    const { session, retryOpen } = sessionIn('ltr');
    render(<ProctorWaitingScreen refusal={waiting} session={session} />);
    await userEvent.type(screen.getByLabelText("Proctor's PIN"), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not right.');
    expect(screen.getByLabelText("Proctor's PIN")).toHaveAttribute('aria-invalid', 'true');
    expect(retryOpen).not.toHaveBeenCalled();
  });

  test("refused: the proctor's reason as written, no PIN field", () => {
    const reason = 'Your ID card does not match: see the proctor at the front.';
    render(
      <ProctorWaitingScreen refusal={{ status: 403, message: reason, code: PROCTOR_CODES.refused }} session={sessionIn('ltr').session} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The proctor did not let you in' })).toBeInTheDocument();
    expect(screen.getByTestId('proctor-reason')).toHaveTextContent(reason);
    expect(screen.queryByLabelText("Proctor's PIN")).toBeNull();
  });
});
