import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK, REVEAL_NOT_ALLOWED, maskSsn } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { applicant, serveApplicants } from '../test/applicants';
import { cellsOf, findRow, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
// The first render of the whole remote in jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const REVEAL = 'admin/revealapplicant.php';

function maskedApplicants() {
  const hidden = applicant(1, { name: 'Mona Saleh', competent: 'Yes' });
  const open = applicant(2, { name: 'Omar Khaled', competent: 'No' });
  return {
    real: hidden,
    served: [{ ...hidden, ssn: maskSsn(hidden.ssn), competent: '' as const, masked: ['ssn' as const, 'competent' as const] }, open],
  };
}

describe('masked national ID and psychological-problem flag', () => {
  beforeEach(() => resetForTest(['updateinfo', 'movetoschool']));

  it('shows the masked ID and the mask with an eye button (icon only, so it fits the column), and no dropdown for a masked flag', async () => {
    const { real, served } = maskedApplicants();
    serveApplicants(served);
    renderApplicantsApp();
    const row = await findRow('Mona Saleh');
    const cells = cellsOf(row);
    expect(cells[3]).toBe(maskSsn(real.ssn));
    expect(cells[3]).not.toContain(real.ssn);
    expect(cells[12]).toBe(MASK);
    expect(within(row).queryByRole('combobox', { name: /has Psychological problem\? for Mona Saleh/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Show the national ID of Mona Saleh' })).toBeInTheDocument();
    // An unmasked applicant's cells stay as they are, without a Show button.
    const omar = await findRow('Omar Khaled');
    expect(within(omar).queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('Show calls admin/revealapplicant.php with the applicant and the field, then shows the value', async () => {
    const { real, served } = maskedApplicants();
    serveApplicants(served);
    fakeServer.on(REVEAL, (data) => {
      const { field } = data as { field: 'ssn' | 'competent' };
      return { status: 200, body: { data: { field, value: field === 'ssn' ? real.ssn : 'Yes' } } };
    });
    renderApplicantsApp();
    const row = await findRow('Mona Saleh');
    await userEvent.click(within(row).getByRole('button', { name: 'Show the national ID of Mona Saleh' }));
    expect(await within(row).findByText(real.ssn)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Show the psychological-problem flag of Mona Saleh' }));
    expect(await within(row).findByText('Yes')).toBeInTheDocument();
    expect(fakeServer.requestsTo(REVEAL).map((request) => request.data)).toEqual([
      { applicant_id: 1, field: 'ssn' },
      { applicant_id: 1, field: 'competent' },
    ]);
  });

  it('a refused reveal says why and keeps the value masked', async () => {
    const { real, served } = maskedApplicants();
    serveApplicants(served);
    fakeServer.on(REVEAL, { status: 403, body: { msg: 'You do not have the "Interviews" permission needed for this.' } });
    renderApplicantsApp();
    const row = await findRow('Mona Saleh');
    await userEvent.click(within(row).getByRole('button', { name: 'Show the national ID of Mona Saleh' }));
    expect(await screen.findByText('You do not have the "Interviews" permission needed for this.')).toBeInTheDocument();
    expect(cellsOf(row)[3]).not.toContain(real.ssn);
  });

  it('staff who may not reveal (neither updateinfo nor interview) get a lock that says why, and no Show button', async () => {
    resetForTest(['movetoschool', 'download']);
    const { real, served } = maskedApplicants();
    serveApplicants(served);
    renderApplicantsApp();
    const row = await findRow('Mona Saleh');
    expect(within(row).queryByRole('button', { name: /^Show/ })).toBeNull();
    expect(within(row).getAllByRole('img', { name: REVEAL_NOT_ALLOWED })).toHaveLength(2);
    expect(cellsOf(row)[3]).toBe(maskSsn(real.ssn));
    expect(fakeServer.requestsTo(REVEAL)).toHaveLength(0);
  });
});
