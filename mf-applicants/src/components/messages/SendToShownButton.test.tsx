import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../test/fake-api';
import { serveApplicants } from '../../test/applicants';
import { serveMessages } from '../../test/messages';
import { findModal, findRow, renderApplicantsApp, resetForTest } from '../../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);
// A busy machine can take seconds to answer the fake server and draw antd's tables.
configure({ asyncUtilTimeout: 10_000 });

describe('Send message from the applicants table', () => {
  it('sends staff a message to exactly the applicants the search shows', async () => {
    resetForTest(['updateinfo']);
    serveApplicants();
    serveMessages();
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.type(screen.getByLabelText('Search applicants'), 'Sara');
    await screen.findByText('Showing 1 of 5 applicants', undefined, { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const modal = await findModal('Send message');
    expect(within(modal).getByText('To 1 applicant.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Subject (e-mail)'), 'Open day');
    await user.type(within(modal).getByLabelText('Text'), 'Dear {{name}, the open day is on Saturday.');
    await user.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/sendmessage.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/sendmessage.php')[0].data).toMatchObject({
      applicantIds: [3],
      event: 'staff_message',
      subject: 'Open day',
    });
    expect(await screen.findByText('2 messages queued.')).toBeInTheDocument();
  });

  it('is offered only to staff who update applicants', async () => {
    resetForTest(['interview']);
    serveApplicants();
    renderApplicantsApp();
    await findRow('Mona Saleh');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });
});
