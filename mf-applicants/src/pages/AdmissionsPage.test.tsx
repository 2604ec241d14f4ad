import { configure, screen, waitFor, within } from '@testing-library/react';
import { PREVIEW_STALE } from '@mizan/shared';
import { loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { unsignedSessionToken } from '@mizan/shared/testing';
import { fakeServer } from '../test/fake-api';
import { ARABIC_NAME, DEADLINE, offersPreview, sampleDetails, serveRound } from '../test/admission-rounds';
import { SCHOOLS } from '../test/applicants';
import { choose, findModal, renderApplicantsApp, resetForTest } from '../test/render-applicants';
import { formatDateTime } from '../components/admissions/date-time';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);
// A busy machine can take seconds to answer the fake server and draw antd's tables.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => resetForTest(['decide']));

const decisionRow = (name: string) => screen.getByText(name, { selector: 'td span' }).closest('tr') as HTMLElement;

async function openRound() {
  const served = serveRound();
  const view = renderApplicantsApp('/dashboard/admissions?round=4');
  await screen.findByText('Karim Fourth');
  return { ...view, served };
}

describe('/dashboard/admissions: the rounds', () => {
  it('lists each round with its school, deadline, seats held and how many applicants are in each state', async () => {
    serveRound();
    renderApplicantsApp('/dashboard/admissions');
    expect(await screen.findByRole('heading', { name: 'Admissions', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Grade 10, 2027' })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual(['All schools', formatDateTime(DEADLINE), '2 of 2']);
    expect(cells[4]).toBe('No decision yet: 2Offered a place: 1Accepted: 1Waiting list: 1');
  });

  it('makes a new round for one school from the editor and opens it', async () => {
    serveRound();
    const { user } = renderApplicantsApp('/dashboard/admissions');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const modal = await findModal('New admission round');
    await user.click(within(modal).getByRole('button', { name: 'Make round' }));
    expect(await within(modal).findByText('Give the round a name (at most 200 characters).')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/saveround.php')).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Name'), 'Cairo STEM, autumn');
    await choose(user, within(modal).getByLabelText('School'), SCHOOLS[0].name);
    await user.type(within(modal).getByLabelText('Offer deadline'), '2027-06-30T18:00');
    await user.type(within(modal).getByLabelText(SCHOOLS[0].name), '3');
    await user.click(within(modal).getByRole('switch', { name: 'Promote the waitlist automatically' }));
    await user.click(within(modal).getByRole('button', { name: 'Make round' }));

    await waitFor(() => expect(fakeServer.requestsTo('admin/saveround.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/saveround.php')[0].data).toEqual({
      name: 'Cairo STEM, autumn',
      school_id: SCHOOLS[0].id,
      offer_deadline: new Date(2027, 5, 30, 18, 0).toISOString(),
      offer_window_hours: 72,
      auto_promote: false,
      seats: [{ school_id: SCHOOLS[0].id, seats: 3 }],
    });
    await waitFor(() => expect(window.location.search).toBe('?round=5'));
  });
});

describe('a round: decisions', () => {
  it('lists the applicants in merit order with state, waitlist position, deadline and last change; an Arabic name reads right to left by itself', async () => {
    await openRound();
    const cells = (name: string) =>
      within(decisionRow(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Salma First').slice(1, 8)).toEqual([
      '1',
      'Salma First',
      SCHOOLS[0].name,
      'Accepted',
      '—',
      formatDateTime(DEADLINE),
      `${formatDateTime('2026-11-02T09:00:00.000Z')} · the family`,
    ]);
    expect(cells(ARABIC_NAME).slice(4, 6)).toEqual(['Waiting list', '1']);
    expect(screen.getByText(ARABIC_NAME, { selector: 'td span' })).toHaveAttribute('dir', 'auto');
  });

  it('offers only the allowed changes and sends the chosen one with its reason', async () => {
    const { user } = await openRound();
    await user.click(within(decisionRow('Omar Second')).getByRole('button', { name: 'Change decision of Omar Second' }));
    const modal = await findModal('Change decision');
    await user.click(within(modal).getByLabelText('New decision'));
    const options = await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
      if (shown.length === 0) throw new Error('no options yet');
      return shown.map((option) => option.getAttribute('title'));
    });
    expect(options).toEqual(['Accepted', 'Declined', 'Offer expired', 'Withdrawn']);
    await user.click(document.querySelector('.ant-select-item-option[title="Declined"]') as HTMLElement);
    await user.type(within(modal).getByLabelText('Reason'), 'The family phoned: another school.');
    await user.click(within(modal).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/setdecision.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/setdecision.php')[0].data).toEqual({
      roundId: 4,
      applicantId: 12,
      state: 'declined',
      reason: 'The family phoned: another school.',
    });
    await waitFor(() => expect(within(decisionRow('Omar Second')).getByText('Declined')).toBeInTheDocument());
    expect(within(decisionRow('Omar Second')).queryByRole('button', { name: /Change decision/ })).not.toBeInTheDocument();
  });

  it('enrolls an accepted applicant after a confirmation, and offers Enroll to no one else', async () => {
    const { user } = await openRound();
    expect(screen.getAllByRole('button', { name: /^Enroll / })).toHaveLength(1);
    await user.click(within(decisionRow('Salma First')).getByRole('button', { name: 'Enroll Salma First' }));
    const confirm = await screen.findByText('Their offer is confirmed and Enrolled? becomes Yes.');
    await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/setdecision.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/setdecision.php')[0].data).toEqual({ roundId: 4, applicantId: 11, state: 'enrolled', reason: '' });
    expect(await screen.findByText('Salma First is enrolled.')).toBeInTheDocument();
  });
});

describe('a round: the what-if', () => {
  it('shows the offers what-if beside today and commits exactly that what-if', async () => {
    const { user } = await openRound();
    fakeServer.on('admin/previewdecisions.php', { status: 200, body: { data: offersPreview() } });
    fakeServer.on('admin/commitdecisions.php', { status: 200, body: { data: { applied: 2, round: sampleDetails().round } } });
    await user.click(screen.getByRole('button', { name: 'Make offers' }));
    const drawer = (await screen.findByText('Make offers: Grade 10, 2027', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const waitlist = within(drawer).getByLabelText('Waitlist after the offers (per school)');
    await user.clear(waitlist);
    await user.type(waitlist, '1');
    await user.click(within(drawer).getByRole('button', { name: 'Show the what-if' }));

    expect(await within(drawer).findByText('0 move in, 0 move out, 1 changes waitlist position, 1 other change.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/previewdecisions.php')[0].data).toEqual({ roundId: 4, action: 'offers', waitlist: 1 });
    const karim = within(drawer).getByText('Karim Fourth').closest('tr') as HTMLElement;
    expect(
      within(karim)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3, 6),
    ).toEqual(['No decision yet', 'Waiting list, position 2', 'Joins the waitlist at 2']);
    expect(fakeServer.requestsTo('admin/commitdecisions.php')).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: 'Commit 2 changes' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/commitdecisions.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/commitdecisions.php')[0].data).toEqual({ roundId: 4, previewId: 'preview-1' });
    expect(await screen.findByText('2 changes were applied.')).toBeInTheDocument();
  });

  it('offers to the ticked applicants only when asked', async () => {
    const { user } = await openRound();
    fakeServer.on('admin/previewdecisions.php', { status: 200, body: { data: offersPreview() } });
    expect(within(decisionRow('Salma First')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(decisionRow('Laila Fifth')).getByRole('checkbox'));
    await user.click(within(decisionRow(ARABIC_NAME)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Make offers (2 ticked)' }));
    const drawer = (await screen.findByText('Make offers: Grade 10, 2027', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByRole('radio', { name: 'Only the 2 ticked applicants' })).toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Show the what-if' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/previewdecisions.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/previewdecisions.php')[0].data).toEqual({
      roundId: 4,
      action: 'offers',
      waitlist: 0,
      applicantIds: [15, 13],
    });
  });

  it('says when the round changed since the what-if and makes a new one on request', async () => {
    const { user } = await openRound();
    let previews = 0;
    fakeServer.on('admin/previewdecisions.php', () => ({ status: 200, body: { data: offersPreview(`preview-${++previews}`) } }));
    fakeServer.on('admin/commitdecisions.php', { status: 409, body: { msg: PREVIEW_STALE, code: 'preview_stale' } });
    await user.click(screen.getByRole('button', { name: 'Promote from the waitlist' }));
    const drawer = (await screen.findByText('Promote from the waitlist: Grade 10, 2027', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await user.click(within(drawer).getByRole('button', { name: 'Show the what-if' }));
    await user.click(await within(drawer).findByRole('button', { name: 'Commit 2 changes' }));
    expect(await within(drawer).findByText(PREVIEW_STALE)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Commit 2 changes' })).toBeDisabled();

    expect(fakeServer.requestsTo('admin/commitdecisions.php')[0].data).toEqual({ roundId: 4, previewId: 'preview-1' });

    fakeServer.on('admin/commitdecisions.php', { status: 200, body: { data: { applied: 2, round: sampleDetails().round } } });
    await user.click(within(drawer).getByRole('button', { name: 'Make a new what-if' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/previewdecisions.php')).toHaveLength(2));
    expect(fakeServer.requestsTo('admin/previewdecisions.php').map((request) => request.data)).toEqual([
      { roundId: 4, action: 'promote' },
      { roundId: 4, action: 'promote' },
    ]);
    await waitFor(() => expect(within(drawer).queryByText(PREVIEW_STALE)).not.toBeInTheDocument());
    await user.click(within(drawer).getByRole('button', { name: 'Commit 2 changes' }));
    await waitFor(() =>
      expect(fakeServer.requestsTo('admin/commitdecisions.php').at(-1)?.data).toEqual({ roundId: 4, previewId: 'preview-2' }),
    );
  });

  it("lets an administrator change the weights, starting from today's", async () => {
    resetForTest(['decide', 'download']);
    fakeServer.on('admin/getmeritsettings.php', {
      status: 200,
      body: { data: { weights: { prep: 1, math: 1, english: 1, interview: 2, cmatch: 0 }, seats: [] } },
    });
    fakeServer.on('admin/previewdecisions.php', { status: 200, body: { data: { ...offersPreview(), action: 'weights' } } });
    const { user } = await openRound();
    await user.click(screen.getByRole('button', { name: 'Change weights' }));
    const drawer = (await screen.findByText('Change weights: Grade 10, 2027', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const interview = await within(drawer).findByLabelText('Interview weight');
    expect(interview).toHaveValue('2.0');
    await user.clear(interview);
    await user.type(interview, '4');
    await user.click(within(drawer).getByRole('button', { name: 'Show the what-if' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/previewdecisions.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/previewdecisions.php')[0].data).toEqual({
      roundId: 4,
      action: 'weights',
      weights: { prep: 1, math: 1, english: 1, interview: 4, cmatch: 0 },
    });
  });
});

describe('a round for staff who are not administrators', () => {
  it('offers offers, seats and promotion, but no weight change', async () => {
    resetForTest([]);
    store.dispatch(sessionEnded());
    store.dispatch(loginSucceeded(unsignedSessionToken({ flags: ['decide'], roleId: 3 })));
    await openRound();
    const actions = screen.getByRole('group', { name: 'Round actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make offers', 'Change seats', 'Promote from the waitlist', 'Edit round']);
  });
});
