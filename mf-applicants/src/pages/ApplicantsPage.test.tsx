import { act, screen, waitFor, within } from '@testing-library/react';
import { TEST_CSRF_PROOF } from '@mizan/shared/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { PermissionFlag } from '@mizan/shared';
import { SEARCH_DEBOUNCE_MS } from '../components/FilterBar';
import { fakeServer } from '../test/fake-api';
import { SCHOOLS, sampleApplicants, serveApplicants } from '../test/applicants';
import {
  cellsOf,
  choose,
  findDialogTitled,
  findModal,
  findRow,
  renderApplicantsApp,
  resetForTest,
  shownNames,
  shownValue,
  tableRows,
} from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
beforeEach(() => resetForTest());

const ALL_NAMES = ['Mona Saleh', 'Omar Khaled', 'Sara Ahmed', 'Youssef Adel', 'Laila Hassan'];

describe('the applicants table', () => {
  it('has the fourteen SPEC columns, in order and word for word', async () => {
    resetForTest(['interview', 'movetoschool']);
    serveApplicants();
    renderApplicantsApp();
    await findRow('Mona Saleh');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Name',
      'Email',
      'SSN(ID)',
      'Mobile',
      'School',
      'Prep. Score',
      'Math. Score',
      'Eng. Score',
      'Career Interest',
      'My Review (100)',
      'Enrolled?',
      'has Psychological problem?',
      'Actions',
    ]);
    expect(shownNames()).toEqual(ALL_NAMES);
  });

  it("shows each applicant's fields, the review to 2 decimals and a dash before any interview", async () => {
    const { applicants } = serveApplicants();
    renderApplicantsApp();
    const mona = cellsOf(await findRow('Mona Saleh'));
    expect(mona.slice(0, 11)).toEqual([
      '1',
      'Mona Saleh',
      'mona1@example.com',
      applicants[0].ssn,
      '01000000001',
      'Cairo STEM School',
      '90',
      '80',
      '70',
      'Medicine',
      '72.50',
    ]);
    expect(cellsOf(await findRow('Omar Khaled'))[10]).toBe('—');
  });

  it("loads with a GET of admin/getapplicant.php carrying the session's CSRF proof, and says how many there are", async () => {
    serveApplicants();
    renderApplicantsApp();
    await findRow('Mona Saleh');
    const [request] = fakeServer.requestsTo('admin/getapplicant.php');
    expect(request).toMatchObject({ method: 'GET' });
    expect(request.csrfProof).toBe(TEST_CSRF_PROOF);
    expect(screen.getByText('5 applicants')).toBeInTheDocument();
  });

  it('explains a failed load, keeps the page usable and loads on Retry', async () => {
    fakeServer.on('admin/getapplicant.php', 'network-down');
    const { user } = renderApplicantsApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The applicants could not be loaded.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();

    serveApplicants();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findRow('Sara Ahmed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a keyboard reach the wide table to scroll it, even while it has no rows', async () => {
    serveApplicants([]);
    const { user } = renderApplicantsApp();
    const area = await screen.findByRole('region', { name: 'Applicants table' });
    await waitFor(() => expect(within(area).queryByRole('link')).toBeNull());
    area.blur();
    for (let press = 0; press < 40 && document.activeElement !== area; press += 1) await user.tab();
    expect(area).toHaveFocus();
  });
});

describe('the buttons each permission flag shows', () => {
  /** The buttons of the Actions cell (the last). */
  const buttonsOf = (row: HTMLElement) => {
    const cells = row.querySelectorAll<HTMLElement>('.ant-table-cell');
    return within(cells[cells.length - 1])
      .queryAllByRole('button')
      .map((button) => button.textContent);
  };

  it.each<[string, PermissionFlag[], string[], boolean]>([
    ['every applicant flag', ['interview', 'updateinfo', 'movetoschool'], ['Interview', 'Update info', 'Change Specialization'], true],
    ['interview only', ['interview'], ['Interview'], false],
    ['updateinfo only', ['updateinfo'], ['Update info'], true],
    ['movetoschool only', ['movetoschool'], ['Change Specialization'], false],
    ['none', [], [], false],
  ])('with %s', async (_label, flags, rowButtons, canAdd) => {
    resetForTest(flags);
    serveApplicants();
    renderApplicantsApp();
    const row = await findRow('Omar Khaled');
    expect(buttonsOf(row)).toEqual(rowButtons);
    expect(screen.queryByRole('button', { name: /Add applicant/ }) !== null).toBe(canAdd);
    expect(screen.queryByRole('button', { name: /Import/ }) !== null).toBe(canAdd);
    // The dropdowns save through calls that need updateinfo; without it the values are shown as text.
    expect(within(row).queryByLabelText('Enrolled? for Omar Khaled') !== null).toBe(flags.includes('updateinfo'));
    expect(cellsOf(row)[11]).toBe('No');
  });

  it('shows Export only with the download flag', async () => {
    resetForTest(['download']);
    serveApplicants();
    renderApplicantsApp();
    await findRow('Omar Khaled');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    act(() => resetForTest(['updateinfo']));
    expect(await screen.findByRole('button', { name: /Add applicant/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });
});

describe('the Enrolled? and has Psychological problem? dropdowns', () => {
  it('save Enrolled? on change with {id, status} and keep the new value', async () => {
    const { applicants } = serveApplicants();
    const { user } = renderApplicantsApp();
    const select = within(await findRow('Omar Khaled')).getByLabelText('Enrolled? for Omar Khaled');
    expect(shownValue(select)).toBe('No');

    await choose(user, select, 'Yes');
    await waitFor(() => expect(fakeServer.requestsTo('admin/enrolled.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/enrolled.php')[0].data).toEqual({ id: 2, status: 'Yes' });
    await waitFor(() => expect(applicants[1].enrolled).toBe('Yes'));
    expect(shownValue(within(await findRow('Omar Khaled')).getByLabelText('Enrolled? for Omar Khaled'))).toBe('Yes');
    expect(screen.queryByText('Unable to Save your choice!!')).not.toBeInTheDocument();
  });

  it('save has Psychological problem? (competent), including back to empty', async () => {
    const { applicants } = serveApplicants();
    const { user } = renderApplicantsApp();
    const select = within(await findRow('Omar Khaled')).getByLabelText('has Psychological problem? for Omar Khaled');
    await choose(user, select, '—');
    await waitFor(() => expect(fakeServer.requestsTo('admin/competent.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/competent.php')[0].data).toEqual({ id: 2, status: '' });
    await waitFor(() => expect(applicants[1].competent).toBe(''));
    expect(shownValue(select)).toBe('—');
  });

  it.each([
    ['Enrolled?', 'admin/enrolled.php', 'network-down' as const],
    ['has Psychological problem?', 'admin/competent.php', { status: 500, body: { msg: 'The database is not reachable right now.' } }],
  ])('when saving %s fails: the SPEC dialog, and the old value back', async (column, path, reply) => {
    serveApplicants();
    fakeServer.on(path, reply);
    const { user } = renderApplicantsApp();
    const select = within(await findRow('Omar Khaled')).getByLabelText(`${column} for Omar Khaled`);
    expect(shownValue(select)).toBe('No');

    await choose(user, select, 'Yes');
    const dialog = await findDialogTitled('Unable to Save your choice!!');
    expect(dialog).toHaveTextContent('internet issue!!!');
    await waitFor(() => expect(shownValue(select)).toBe('No'));
    expect(fakeServer.requestsTo(path)).toHaveLength(1);
  });
});

describe('search and filters', () => {
  async function ready() {
    const served = serveApplicants();
    const view = renderApplicantsApp();
    await findRow('Mona Saleh');
    return { ...view, ...served };
  }

  it.each([
    ['a part of the name, any case', 'SARA', ['Sara Ahmed']],
    ['a part of the email', 'school.eg', ['Sara Ahmed']],
    ['a part of the mobile', '01234567', ['Youssef Adel']],
    ['nothing that matches', 'zzz', []],
  ])('search by %s', async (_label, text, names) => {
    const { user } = await ready();
    await user.type(screen.getByLabelText('Search applicants'), text);
    await waitFor(() => expect(shownNames()).toEqual(names));
    if (names.length === 0) expect(screen.getByText('No applicant matches the search and filters.')).toBeInTheDocument();
    else expect(screen.getByText(`Showing ${names.length} of 5 applicants`)).toBeInTheDocument();
  });

  it('search by a part of the SSN', async () => {
    const { user, applicants } = await ready();
    await user.type(screen.getByLabelText('Search applicants'), applicants[3].ssn.slice(7));
    await waitFor(() => expect(shownNames()).toEqual(['Youssef Adel']));
  });

  it('waits for a pause in typing before filtering (one pass, not one per key)', async () => {
    jest.useFakeTimers();
    try {
      await ready();
      // The clock moves only when the test moves it, so "no pause yet" holds however slow the machine is.
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: PointerEventsCheckLevel.Never });
      await user.type(screen.getByLabelText('Search applicants'), 'omar');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(shownNames()).toEqual(ALL_NAMES);
      act(() => jest.advanceTimersByTime(60));
      await waitFor(() => expect(shownNames()).toEqual(['Omar Khaled']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('filter by school, gender, enrolled and career, together with search', async () => {
    const { user } = await ready();
    await choose(user, screen.getByLabelText('Filter by school'), SCHOOLS[1].name);
    await waitFor(() => expect(shownNames()).toEqual(['Omar Khaled', 'Laila Hassan']));
    await choose(user, screen.getByLabelText('Filter by gender'), 'Female');
    await waitFor(() => expect(shownNames()).toEqual(['Laila Hassan']));
  });

  it.each([
    ['Filter by enrolled', 'Enrolled: Yes', ['Mona Saleh', 'Youssef Adel']],
    ['Filter by enrolled', 'Enrolled: not decided', ['Sara Ahmed', 'Laila Hassan']],
    ['Filter by career interest', 'Engineering', ['Omar Khaled', 'Sara Ahmed']],
    ['Filter by gender', 'Male', ['Omar Khaled', 'Youssef Adel']],
  ])('%s: %s', async (filter, option, names) => {
    const { user } = await ready();
    await choose(user, screen.getByLabelText(filter), option);
    await waitFor(() => expect(shownNames()).toEqual(names));
  });

  it('sorts by a column when its header is clicked, then the other way', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual(['Laila Hassan', 'Mona Saleh', 'Omar Khaled', 'Sara Ahmed', 'Youssef Adel']));
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual(['Youssef Adel', 'Sara Ahmed', 'Omar Khaled', 'Mona Saleh', 'Laila Hassan']));
    await user.click(screen.getByRole('columnheader', { name: 'Prep. Score' }));
    expect(tableRows()).toHaveLength(5);
  });

  it('sorts My Review (100) numerically with the not-yet-interviewed first', async () => {
    serveApplicants();
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('columnheader', { name: 'My Review (100)' }));
    await user.click(screen.getByRole('columnheader', { name: 'My Review (100)' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Mona Saleh'));
  });
});

describe('what is loading is always said', () => {
  it('shows "Loading applicants…" over the table until the list arrives', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeServer.on('admin/getapplicant.php', () => new Promise((resolve) => (answer = resolve)));
    renderApplicantsApp();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.getAllByText('Loading applicants…').length).toBeGreaterThan(0);
    await act(async () => answer({ status: 200, body: { data: { applicants: [], schools: SCHOOLS } } }));
    expect(await screen.findByText('No applicants yet.')).toBeInTheDocument();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('lets the interview be filled in when the earlier review cannot be loaded, and says so', async () => {
    serveApplicants();
    fakeServer.on('admin/getapplicantinterview.php', 'network-down');
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Interview Omar Khaled' }));
    const dialog = await findModal('Interview');
    expect(await within(dialog).findByText('An earlier review could not be loaded, so the form starts empty.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says when an applicant cannot be loaded for Update info, keeps Save disabled, and loads on Retry', async () => {
    serveApplicants();
    fakeServer.on('admin/getapp.php', 'network-down');
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Update info of Omar Khaled' }));
    const dialog = await findModal('Update Applicant Info');
    expect(await within(dialog).findByText('The applicant could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    serveApplicants();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Omar Khaled'));
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});

describe('the Access Code column', () => {
  const coded = () => sampleApplicants().map((entry, index) => ({ ...entry, access_code: `HJKM234${index + 2}` }));

  it('is shown, before Actions, only to updateinfo holders (the server sends codes only to them)', async () => {
    serveApplicants(coded());
    renderApplicantsApp();
    const row = await findRow('Omar Khaled');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Access Code', 'Actions']);
    expect(within(row).getByLabelText('Access code of Omar Khaled')).toHaveTextContent('HJKM2343');

    act(() => resetForTest(['interview', 'movetoschool']));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Access Code' })).not.toBeInTheDocument());
    expect(screen.queryByText('HJKM2343')).not.toBeInTheDocument();
  });

  it('New code asks first, then shows the code the server made', async () => {
    serveApplicants(coded());
    fakeServer.on('admin/newaccesscode.php', {
      status: 200,
      body: { data: { access_code: 'PQRS7777' }, msg: 'A new access code was made.' },
    });
    const { user } = renderApplicantsApp();
    const row = await findRow('Omar Khaled');
    await user.click(within(row).getByRole('button', { name: 'New code for Omar Khaled' }));
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/newaccesscode.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/newaccesscode.php')[0].data).toEqual({ applicant_id: 2 });
    await waitFor(() => expect(within(row).getByLabelText('Access code of Omar Khaled')).toHaveTextContent('PQRS7777'));
  });
});

describe('score columns the server answers', () => {
  it('drops a Took filter on a column the list no longer answers (the viewer stopped reviewing it): every row shows again', async () => {
    const applicants = sampleApplicants().map((applicant, index) => (index === 0 ? { ...applicant, scores: { '9': 72.5 } } : applicant));
    serveApplicants(applicants);
    let scoreColumns = [{ id: 9, name: 'Math admission', career: false }];
    fakeServer.on('admin/getapplicant.php', () => ({
      status: 200,
      body: {
        data: {
          applicants: scoreColumns.length > 0 ? applicants : applicants.map(({ scores: _scores, ...rest }) => rest),
          schools: SCHOOLS,
          scoreColumns,
        },
      },
    }));
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    expect(screen.getByRole('columnheader', { name: /Math admission/ })).toBeInTheDocument();
    await choose(user, screen.getByLabelText('Filter by assessment taken'), 'Took: Math admission');
    await waitFor(() => expect(shownNames()).toEqual(['Mona Saleh']));

    scoreColumns = [];
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/getapplicant.php')).toHaveLength(2));
    // The answer arrives outside act: let React finish the filtering it defers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await waitFor(() => expect(shownNames()).toEqual(ALL_NAMES));
    expect(screen.queryByRole('columnheader', { name: /Math admission/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filter by assessment taken')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Assessment score at least (%)')).not.toBeInTheDocument();
  });
});
