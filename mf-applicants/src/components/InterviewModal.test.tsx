import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { INTERVIEW_FORMS, interviewQuestionKeys, type InterviewFormSize } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { cellsOf, findDialogTitled, findModal, findRow, queryModal, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
// Rating 21 criteria by clicking, as a person does, takes a while in jsdom.
jest.setTimeout(40_000);

beforeEach(() => resetForTest());

async function openInterview(name: string, served = serveApplicants()) {
  const view = renderApplicantsApp();
  await view.user.click(within(await findRow(name)).getByRole('button', { name: `Interview ${name}` }));
  const dialog = await findModal('Interview');
  await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning')).toBeNull());
  return { ...view, ...served, dialog };
}

const groupsOf = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('.ant-radio-group')];

async function rate(user: UserEvent, dialog: HTMLElement, ratings: number[]) {
  const groups = groupsOf(dialog);
  for (const [index, rating] of ratings.entries()) await user.click(within(groups[index]).getAllByRole('radio')[rating - 1]);
}

const checkedRatings = (dialog: HTMLElement) =>
  groupsOf(dialog).map((group) => {
    const checked = within(group)
      .getAllByRole('radio')
      .findIndex((radio) => (radio as HTMLInputElement).checked);
    return checked === -1 ? null : checked + 1;
  });

describe('the Interview modal', () => {
  it.each<[string, number, InterviewFormSize]>([
    ['Youssef Adel', 0, 12],
    ['Mona Saleh', 1, 12],
    ['Omar Khaled', 5, 7],
    ['Laila Hassan', 11, 7],
    ['Sara Ahmed', 12, 21],
  ])('%s (job %i) gets the %i-criterion form, in Arabic, right to left, each rated 1 to 5', async (name, _job, size) => {
    const { dialog } = await openInterview(name);
    const groups = groupsOf(dialog);
    expect(groups).toHaveLength(size);
    for (const group of groups)
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => (radio as HTMLInputElement).value),
      ).toEqual(['1', '2', '3', '4', '5']);
    const form = within(dialog).getByTestId('interview-form');
    expect(form).toHaveAttribute('dir', 'rtl');
    expect(form).toHaveAttribute('lang', 'ar');
    expect(groups[0].className).toContain('ant-radio-group-rtl');
    for (const [index, criterion] of INTERVIEW_FORMS[size].criteria.entries()) {
      expect(within(form).getByText(`${index + 1}. ${criterion}`)).toBeInTheDocument();
    }
    expect(within(form).getByText(INTERVIEW_FORMS[size].title)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getapplicantinterview.php')[0].data).toEqual({ appId: expect.any(Number) });
  });

  it('requires every criterion: nothing is sent until each one has a rating', async () => {
    const { user, dialog } = await openInterview('Omar Khaled');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(7));

    await rate(user, dialog, [5, 4, 3, 2, 1, 5]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/submitinterview.php')).toHaveLength(0);
  });

  it("submits q1..qN, says 'You have submitted Successfuly.' and updates My Review (100) to 2 decimals without reloading the table", async () => {
    const { user, dialog } = await openInterview('Omar Khaled');
    expect(cellsOf(await findRow('Omar Khaled'))[10]).toBe('—');
    await rate(user, dialog, [5, 4, 4, 3, 5, 4, 4]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await findDialogTitled('You have submitted Successfuly.');
    expect(fakeServer.requestsTo('admin/submitinterview.php')[0].data).toEqual({
      applicant_id: 2,
      q1: 5,
      q2: 4,
      q3: 4,
      q4: 3,
      q5: 5,
      q6: 4,
      q7: 4,
    });
    // 29 of 35 points: 82.857… → 82.86
    await waitFor(async () => expect(cellsOf(await findRow('Omar Khaled'))[10]).toBe('82.86'));
    expect(fakeServer.requestsTo('admin/getapplicant.php')).toHaveLength(1);
    await waitFor(() => expect(queryModal('Interview')).toBeNull());
  });

  it('opens prefilled with the earlier review, and replaces it on submit', async () => {
    const served = serveApplicants();
    const answers = Object.fromEntries(interviewQuestionKeys(7).map((key, index) => [key, (index % 5) + 1]));
    served.reviews.set(2, {
      applicant_id: 2,
      form: 7,
      answers,
      parent: 62.86,
      notes: 'Calm and clear',
      reviewer: 'Sara Ahmed',
      at: '2026-11-01T09:00:00.000Z',
    });
    const { user, dialog } = await openInterview('Omar Khaled', served);

    expect(checkedRatings(dialog)).toEqual([1, 2, 3, 4, 5, 1, 2]);
    expect(within(dialog).getByDisplayValue('Calm and clear')).toBeInTheDocument();
    expect(within(dialog).getByText(/Showing the earlier review by Sara Ahmed/)).toBeInTheDocument();

    await rate(user, dialog, [5]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await findDialogTitled('You have submitted Successfuly.');
    expect(fakeServer.requestsTo('admin/submitinterview.php')[0].data).toMatchObject({ q1: 5, q2: 2, q7: 2, notes: 'Calm and clear' });
  });

  it('keeps the ratings and says why when the server refuses them', async () => {
    serveApplicants();
    fakeServer.on('admin/submitinterview.php', { status: 400, body: { msg: 'q3: choose a rating from 1 to 5' } });
    const { user, dialog } = await openInterview('Omar Khaled', { applicants: [], reviews: new Map() });
    await rate(user, dialog, [3, 3, 3, 3, 3, 3, 3]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('q3: choose a rating from 1 to 5')).toBeInTheDocument();
    expect(checkedRatings(dialog)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(screen.queryByText('You have submitted Successfuly.')).not.toBeInTheDocument();
  });
});
