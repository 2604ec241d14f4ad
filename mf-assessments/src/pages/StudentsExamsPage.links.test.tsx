import { screen, waitFor, within } from '@testing-library/react';
import { loginSucceeded, store } from '@mizan/shared/browser';
import { unsignedSessionToken } from '@mizan/shared/testing';
import { fakeServer, ok } from '../test/fake-api';
import { examRow } from '../test/fixtures';
import { findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

beforeEach(() => {
  resetForTest();
  fakeServer.on('admin/getstudentsexams.php', ok({ exams: [examRow(1)], count: 1, countCapped: false }));
  fakeServer.on(
    'admin/getapplicantlinks.php',
    ok({
      statusLink: '/status/abcdefghijklmnopqrstuvwxyz012345',
      attempts: [{ attemptId: 1, assessment: 'Grade 7 admission', status: 'graded', released: true, link: '/assessment?hash=xyz' }],
    }),
  );
  fakeServer.on('admin/resendlinks.php', ok({ queued: 2 }, '2 messages were queued to the applicant.'));
});

describe("the family's links on Taken Assessments", () => {
  it('are not offered to staff who do not see access codes', async () => {
    renderAssessmentsApp('/dashboard/StudentsExams');
    const row = await findRow('Applicant 1');
    expect(within(row).queryByRole('button', { name: /^Links/ })).toBeNull();
  });

  it('show the status and result links to copy, and send them again', async () => {
    store.dispatch(loginSucceeded(unsignedSessionToken({ flags: ['exam', 'ans', 'updateinfo'] })));
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams');
    const row = await findRow('Applicant 1');
    await user.click(within(row).getByRole('button', { name: 'Links of Applicant 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Links for the family of Applicant 1');
    expect(await within(dialog).findByText(`${window.location.origin}/status/abcdefghijklmnopqrstuvwxyz012345`)).toBeInTheDocument();
    expect(within(dialog).getByText('Grade 7 admission (result released)')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getapplicantlinks.php')[0].data).toEqual({ applicantId: 101 });
    await user.click(within(dialog).getByRole('button', { name: 'Send the links again' }));
    expect(await within(dialog).findByText('2 messages were queued to the applicant.')).toBeInTheDocument();
    await waitFor(() => expect(fakeServer.requestsTo('admin/resendlinks.php')).toHaveLength(1));
  });
});
