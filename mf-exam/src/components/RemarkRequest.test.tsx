import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResultAppeal } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH } from '../test/exam-server';
import { RemarkRequest } from './RemarkRequest';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

const OPEN: ResultAppeal = { requestable: true, until: '2026-12-05T10:00:00.000Z', request: null };
const REASON = 'لم تُحتسب الفقرة الثانية من إجابتي.';

beforeEach(() => fakeServer.reset());

describe('a re-mark request on the released result', () => {
  it('asks in Arabic with a labelled reason, sends it, then shows the date of the request', async () => {
    fakeServer.on('student/requestremark.php', {
      status: 200,
      body: {
        msg: 'Your re-mark request was received.',
        data: {
          requestable: false,
          until: OPEN.until,
          request: {
            state: 'open',
            requestedAt: '2026-11-28T09:00:00.000Z',
            reason: REASON,
            resolvedAt: null,
            from: 2,
            to: null,
            outcomeReason: '',
          },
        },
      },
    });
    render(<RemarkRequest hash={HASH} questionId="essay00001" appeal={OPEN} direction="rtl" />);
    expect(screen.getByText(/يمكنك طلب إعادة تصحيح هذه الإجابة حتى/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'طلب إعادة التصحيح' }));
    // Empty: the page says why without a call.
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اكتب سبب طلب إعادة التصحيح.');
    expect(fakeServer.requestsTo('student/requestremark.php')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'لماذا يجب إعادة تصحيح هذه الإجابة؟' }), REASON);
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    const status = await screen.findByTestId('remark-status');
    expect(status).toHaveTextContent('طُلبت إعادة التصحيح في');
    expect(status).toHaveTextContent(REASON);
    expect(fakeServer.requestsTo('student/requestremark.php')[0].data).toEqual({ id: HASH, questionId: 'essay00001', reason: REASON });
    expect(screen.queryByRole('button', { name: 'طلب إعادة التصحيح' })).toBeNull();
  });

  it("translates the server's refusal by its code", async () => {
    fakeServer.on('student/requestremark.php', {
      status: 409,
      body: { msg: 'Re-mark requests for this assessment are closed.', code: 'remark_window_closed' },
    });
    render(<RemarkRequest hash={HASH} questionId="essay00001" appeal={OPEN} direction="rtl" />);
    await userEvent.click(screen.getByRole('button', { name: 'طلب إعادة التصحيح' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'لماذا يجب إعادة تصحيح هذه الإجابة؟' }), 'سبب');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('انتهت مدة طلبات إعادة التصحيح لهذا التقييم.'));
  });

  it('shows the outcome and its reason: a changed mark in Arabic, a kept mark in English', () => {
    const resolved = (state: 'changed' | 'unchanged', to: number): ResultAppeal => ({
      requestable: false,
      until: null,
      request: {
        state,
        requestedAt: '2026-11-28T09:00:00.000Z',
        reason: REASON,
        resolvedAt: '2026-11-30T09:00:00.000Z',
        from: 2,
        to,
        outcomeReason: state === 'changed' ? 'الفقرة الثانية تستحق درجة ونصف.' : 'The mark fits the answer.',
      },
    });
    const { unmount } = render(<RemarkRequest hash={HASH} questionId="essay00001" appeal={resolved('changed', 3.5)} direction="rtl" />);
    const changed = screen.getByTestId('remark-status');
    expect(changed).toHaveTextContent('تغيّرت درجتك من ٢ إلى ٣٫٥');
    expect(changed).toHaveTextContent('الفقرة الثانية تستحق درجة ونصف.');
    unmount();
    render(<RemarkRequest hash={HASH} questionId="essay00001" appeal={resolved('unchanged', 2)} direction="ltr" />);
    expect(screen.getByTestId('remark-status')).toHaveTextContent('Re-marked on 30 November 2026: your mark stays 2.');
    expect(screen.getByTestId('remark-status')).toHaveTextContent('Why: The mark fits the answer.');
  });

  it('says the window closed, and shows nothing where the assessment offers no re-marks', () => {
    const { container, unmount } = render(<RemarkRequest hash={HASH} questionId="q" appeal={undefined} direction="ltr" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(<RemarkRequest hash={HASH} questionId="q" appeal={{ requestable: false, until: null, request: null }} direction="ltr" />);
    expect(screen.getByText('Re-mark requests for this assessment have closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
