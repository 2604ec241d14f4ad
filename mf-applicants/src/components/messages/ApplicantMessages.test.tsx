import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../test/fake-api';
import { serveApplicants } from '../../test/applicants';
import { ARABIC_SUBJECT, serveMessages } from '../../test/messages';
import { findModal, renderApplicantsApp, resetForTest } from '../../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);
// A busy machine can take seconds to answer the fake server and draw antd's tables.
configure({ asyncUtilTimeout: 10_000 });

async function openApplicant() {
  serveApplicants();
  serveMessages();
  const view = renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
  const card = (await screen.findByText('Messages', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
  await within(card).findByText(ARABIC_SUBJECT);
  return { ...view, card };
}

const rowOf = (card: HTMLElement, text: string) => within(card).getByText(text).closest('tr') as HTMLElement;

describe("an applicant's messages", () => {
  it('lists what was sent to them with its delivery, an Arabic message right to left, and Retry only on the failed one', async () => {
    resetForTest(['updateinfo']);
    const { card, user } = await openApplicant();
    expect(fakeServer.requestsTo('admin/getmessages.php')[0].data).toEqual({ applicantId: 2, pageSize: 50 });

    const arabic = rowOf(card, ARABIC_SUBJECT);
    expect(within(arabic).getByText(ARABIC_SUBJECT)).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByText('Failed after 5 tries: 550 mailbox unavailable')).toBeInTheDocument();
    const waiting = rowOf(card, 'Cairo STEM School: an offer for Omar');
    expect(within(waiting).getByText('Waiting: not sent: no mail server configured')).toBeInTheDocument();
    expect(within(waiting).getByText('+201000000002')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.click(within(arabic).getByRole('button', { name: /^Retry the Offer made E-mail/ }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/retrymessage.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/retrymessage.php')[0].data).toEqual({ id: 3 });
    expect(await screen.findByText('The message will be sent again now.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(card, ARABIC_SUBJECT)).getByText('Waiting')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('sends staff a message of their own to the applicant, refusing it without a text', async () => {
    resetForTest(['updateinfo']);
    const { card, user } = await openApplicant();
    await user.click(within(card).getByRole('button', { name: 'Send message' }));
    const modal = await findModal('Send message');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByText('Write the text of the message.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/sendmessage.php')).toHaveLength(0);

    await user.click(within(modal).getByRole('checkbox', { name: 'SMS' }));
    await user.type(within(modal).getByLabelText('Subject (e-mail)'), 'Your interview');
    await user.type(within(modal).getByLabelText('Text'), 'Dear {{name}, come on Sunday.');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/sendmessage.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/sendmessage.php')[0].data).toEqual({
      applicantIds: [2],
      event: 'staff_message',
      channels: ['email'],
      subject: 'Your interview',
      body: 'Dear {name}, come on Sunday.',
    });
    expect(await screen.findByText('2 messages queued.')).toBeInTheDocument();
  });

  it('is not shown to staff who cannot read messages', async () => {
    resetForTest(['interview']);
    serveApplicants();
    serveMessages();
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
    expect(await screen.findByRole('heading', { name: 'Omar Khaled' })).toBeInTheDocument();
    expect(screen.queryByText('Messages', { selector: '.ant-card-head-title' })).not.toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getmessages.php')).toHaveLength(0);
  });
});
