import { screen, waitFor, within } from '@testing-library/react';
import { MERIT_SEATS_RANGE, MERIT_WEIGHTS_ALL_ZERO, type MeritList, type MeritSettings, type PermissionFlag } from '@mizan/shared';
import { loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { fakeServer } from '../test/fake-api';
import { CAREER_NOT_WEIGHTABLE } from '../components/MeritAssessmentWeights';
import { SCHOOLS, serveApplicants } from '../test/applicants';
import { choose, findModal, findRow, renderApplicantsApp, resetForTest, tokenWith } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

jest.setTimeout(30_000);

const WEIGHTS = { prep: 1, math: 1, english: 1, interview: 2, cmatch: 0 };
const part = (
  component: MeritList['rows'][number]['parts'][number]['component'],
  raw: number | string | null,
  value: number,
  weight: number,
  contribution: number,
) => ({
  component,
  raw,
  value,
  weight,
  contribution,
});
const row = (rank: number, id: number, name: string, total: number, withinSeats: boolean) => ({
  rank,
  id,
  name,
  total,
  withinSeats,
  parts: [
    part('prep', 90, 0.9, 1, 18),
    part('math', 80, 0.8, 1, 16),
    part('english', 70, 0.7, 1, 14),
    part('interview', 60, 0.6, 2, 24),
    part('cmatch', 'High', 1, 0, 0),
  ],
});
const LIST: MeritList = {
  school: SCHOOLS[0],
  seats: 2,
  weights: WEIGHTS,
  rows: [row(1, 11, 'Salma First', 91.5, true), row(2, 12, 'Omar Second', 72, true), row(3, 13, 'Nour Third', 60.25, false)],
};
const SETTINGS: MeritSettings = {
  weights: WEIGHTS,
  seats: SCHOOLS.map((school) => ({ school_id: school.id, name: school.name, seats: school.id === 1 ? 2 : 0 })),
};

/** Signed in with `flags` and a role other than admin (1). */
function signInAsStaff(flags: PermissionFlag[]) {
  store.dispatch(sessionEnded());
  const [header, claims, signature] = tokenWith(flags).split('.');
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { data: Record<string, unknown> };
  decoded.data.userRole = '3';
  store.dispatch(loginSucceeded([header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.')));
}

async function openMeritList(list: MeritList = LIST, settings: MeritSettings = SETTINGS) {
  serveApplicants();
  fakeServer.on('admin/meritlist.php', { status: 200, body: { data: list } });
  fakeServer.on('admin/getmeritsettings.php', { status: 200, body: { data: settings } });
  fakeServer.on('admin/savemeritsettings.php', (data) => ({
    status: 200,
    body: { data: { ...SETTINGS, weights: (data as MeritSettings).weights }, msg: 'saved' },
  }));
  const view = renderApplicantsApp();
  await findRow('Mona Saleh');
  await view.user.click(screen.getByRole('button', { name: /Merit list/ }));
  const drawer = (await screen.findByText('Merit list', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
  await choose(view.user, within(drawer).getByRole('combobox', { name: 'School' }), SCHOOLS[0].name);
  await within(drawer).findByText('Salma First');
  return { ...view, drawer };
}

const meritRows = (drawer: HTMLElement) => [...drawer.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];

describe('the merit list', () => {
  it('shows the ranked applicants of the chosen school, who is within the seats, a line after the last seat and each breakdown', async () => {
    resetForTest(['download', 'updateinfo']);
    const { user, drawer } = await openMeritList();
    expect(fakeServer.requestsTo('admin/meritlist.php').at(-1)?.data).toEqual({ school_id: SCHOOLS[0].id });
    const rows = meritRows(drawer);
    expect(
      rows.map((element) =>
        within(element)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Salma First', '91.50'],
      ['2', 'Omar Second', '72.00'],
      ['3', 'Nour Third', '60.25'],
    ]);
    expect(rows.map((element) => within(element).queryByText('Within seats') !== null)).toEqual([true, true, false]);
    expect(rows.map((element) => element.getAttribute('data-last-seat'))).toEqual([null, 'true', null]);
    expect(within(rows[2]).getByText('Below the cut-off')).toBeInTheDocument();

    await user.click(within(rows[0]).getByRole('button', { name: /expand/i }));
    const breakdown = await within(drawer).findByRole('table', { name: "How Salma First's total is computed" });
    const lines = within(breakdown)
      .getAllByRole('row')
      .slice(1)
      .map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines[3]).toEqual(['Interview (60)', '0.6', '2', '24']);
    expect(lines[4]).toEqual(['Career match (High)', '1', '0', '0']);
  });

  it('lets an admin change the weights and seats, refusing all-zero weights and negative seats before saving', async () => {
    resetForTest(['download']);
    const { user, drawer } = await openMeritList();
    await user.click(await within(drawer).findByText('Weights for every school, and seats (administrators)'));
    const form = await within(drawer).findByRole('form', { name: 'Merit settings' });
    const field = (name: string) => within(form).getByRole('spinbutton', { name });
    for (const name of ['Prep. Score weight', 'Math. Score weight', 'Eng. Score weight', 'Interview weight']) {
      await user.clear(field(name));
      await user.type(field(name), '0');
    }
    await user.clear(field(`Seats: ${SCHOOLS[0].name}`));
    await user.type(field(`Seats: ${SCHOOLS[0].name}`), '-1');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(MERIT_WEIGHTS_ALL_ZERO)).toBeInTheDocument();
    expect(await within(form).findByText(MERIT_SEATS_RANGE)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/savemeritsettings.php')).toHaveLength(0);

    await user.clear(field('Math. Score weight'));
    await user.type(field('Math. Score weight'), '3');
    await user.clear(field(`Seats: ${SCHOOLS[0].name}`));
    await user.type(field(`Seats: ${SCHOOLS[0].name}`), '5');
    const listed = fakeServer.requestsTo('admin/meritlist.php').length;
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savemeritsettings.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savemeritsettings.php')[0].data).toEqual({
      weights: { prep: 0, math: 3, english: 0, interview: 0, cmatch: 0 },
      seats: SCHOOLS.map((school) => ({ school_id: school.id, seats: school.id === SCHOOLS[0].id ? 5 : 0 })),
    });
    // The list is asked for again with the new settings.
    await waitFor(() => expect(fakeServer.requestsTo('admin/meritlist.php').length).toBe(listed + 1));
  });

  it('weights an assessment beside the five parts: a score column per weighted assessment, career ones refused with the reason', async () => {
    resetForTest(['download']);
    const quiz = { assessment_id: 21, name: 'Science quiz', weight: 2 };
    const list: MeritList = {
      ...LIST,
      assessment_weights: [quiz],
      rows: LIST.rows.map((entry, index) => ({
        ...entry,
        assessment_parts: [
          { assessment_id: 21, raw: index === 2 ? null : 80, value: index === 2 ? 0 : 0.8, weight: 2, contribution: index === 2 ? 0 : 20 },
        ],
      })),
    };
    const settings: MeritSettings = {
      ...SETTINGS,
      assessment_weights: [quiz],
      assessments: [
        { id: 21, name: 'Science quiz', career: false },
        { id: 22, name: 'Career interests', career: true },
        { id: 23, name: 'Reading test', career: false },
      ],
    };
    const { user, drawer } = await openMeritList(list, settings);
    expect(within(drawer).getByRole('columnheader', { name: 'Science quiz (%)' })).toBeInTheDocument();
    const rows = meritRows(drawer);
    expect(rows.map((element) => within(element).getAllByRole('cell')[4].textContent)).toEqual(['80%', '80%', 'Not taken']);
    expect(within(drawer).getByText(/Career match 0, Science quiz 2\./)).toBeInTheDocument();
    await user.click(within(rows[2]).getByRole('button', { name: /expand/i }));
    const breakdown = await within(drawer).findByRole('table', { name: "How Nour Third's total is computed" });
    expect(within(breakdown).getByText('Science quiz (not taken)')).toBeInTheDocument();

    await user.click(await within(drawer).findByText('Weights for every school, and seats (administrators)'));
    const form = await within(drawer).findByRole('form', { name: 'Merit settings' });
    expect(within(form).getByText(/cannot be weighted/)).toHaveTextContent(CAREER_NOT_WEIGHTABLE);
    await user.click(within(form).getByRole('button', { name: 'Add an assessment weight' }));
    const second = within(form).getByRole('combobox', { name: 'Weighted assessment 2' });
    await choose(user, second, 'Reading test');
    const careerOption = document.querySelector('.ant-select-item-option[title="Career interests (career: cannot be weighted)"]');
    expect(careerOption).toHaveClass('ant-select-item-option-disabled');
    const weight = within(form).getByRole('spinbutton', { name: 'Weight of assessment 2' });
    await user.clear(weight);
    await user.type(weight, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savemeritsettings.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savemeritsettings.php')[0].data).toEqual({
      weights: WEIGHTS,
      seats: SCHOOLS.map((school) => ({ school_id: school.id, seats: school.id === 1 ? 2 : 0 })),
      assessment_weights: [
        { assessment_id: 21, weight: 2 },
        { assessment_id: 23, weight: 1.5 },
      ],
    });
  });

  it('shows no settings to staff who are not administrators', async () => {
    resetForTest(['download']);
    signInAsStaff(['download']);
    const { drawer } = await openMeritList();
    expect(within(drawer).queryByText('Weights for every school, and seats (administrators)')).toBeNull();
    expect(fakeServer.requestsTo('admin/getmeritsettings.php')).toHaveLength(0);
  });

  it('is offered only with the download flag', async () => {
    resetForTest(['updateinfo']);
    serveApplicants();
    renderApplicantsApp();
    await findRow('Mona Saleh');
    expect(screen.queryByRole('button', { name: /Merit list/ })).toBeNull();
  });
});

describe('filling scores from an assessment', () => {
  it('sends the chosen assessment and field, says how many were filled and reloads the list', async () => {
    resetForTest(['updateinfo']);
    serveApplicants();
    fakeServer.on('admin/getexams.php', {
      status: 200,
      body: {
        data: [
          {
            id: 7,
            name: 'English placement',
            title: '',
            startdate: null,
            enddate: null,
            published: '1',
            publishedText: 'Yes',
            lang: 'en',
            istimed: 0,
            duration: null,
            nooftrials: 1,
            open: true,
          },
        ],
      },
    });
    fakeServer.on('admin/fillscores.php', {
      status: 200,
      body: { data: { filled: 4, unchanged: 1, kept: 0 }, msg: '4 english scores filled from the assessment.' },
    });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    const loads = fakeServer.requestsTo('admin/getapplicant.php').length;
    await user.click(screen.getByRole('button', { name: 'Fill scores from an assessment' }));
    const dialog = await findModal('Fill scores from an assessment');
    await user.click(within(dialog).getByRole('button', { name: 'Fill scores' }));
    expect(await within(dialog).findByText('Choose the assessment.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/fillscores.php')).toHaveLength(0);
    await choose(user, within(dialog).getByRole('combobox', { name: 'Assessment' }), 'English placement');
    await user.click(within(dialog).getByRole('radio', { name: 'Eng. Score' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fill scores' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/fillscores.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/fillscores.php')[0].data).toEqual({ assessment_id: 7, field: 'english' });
    expect(await screen.findByText('4 english scores filled from the assessment.')).toBeInTheDocument();
    await waitFor(() => expect(fakeServer.requestsTo('admin/getapplicant.php').length).toBe(loads + 1));

    // Replacing scores already entered is asked for explicitly.
    await user.click(screen.getByRole('button', { name: 'Fill scores from an assessment' }));
    const again = await findModal('Fill scores from an assessment');
    expect(within(again).getByRole('checkbox', { name: 'Replace scores already entered' })).not.toBeChecked();
    await choose(user, within(again).getByRole('combobox', { name: 'Assessment' }), 'English placement');
    await user.click(within(again).getByRole('checkbox', { name: 'Replace scores already entered' }));
    await user.click(within(again).getByRole('button', { name: 'Fill scores' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/fillscores.php')).toHaveLength(2));
    expect(fakeServer.requestsTo('admin/fillscores.php')[1].data).toEqual({ assessment_id: 7, field: 'math', overwrite: true });
  });
});
