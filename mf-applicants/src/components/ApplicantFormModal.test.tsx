import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  NATIONAL_ID_BAD_DATE,
  NATIONAL_ID_CENTURY,
  NATIONAL_ID_DIGITS_ONLY,
  NATIONAL_ID_FEMALE_BUT_MALE,
  NATIONAL_ID_GOVERNORATE,
  NATIONAL_ID_MALE_BUT_FEMALE,
  TRANSFER_REASON_REQUIRED,
  EXTRA_TIME_RANGE,
  makeNationalId,
  maskSsn,
} from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { SCHOOLS, serveApplicants } from '../test/applicants';
import {
  cellsOf,
  choose,
  findDialogTitled,
  findModal,
  findRow,
  queryModal,
  renderApplicantsApp,
  resetForTest,
  shownValue,
} from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
// antd forms in jsdom are slow on a 2-core machine; a whole add-and-save journey takes seconds.
jest.setTimeout(30_000);

beforeEach(() => resetForTest());

const NEW_SSN = makeNationalId('2011-03-04', '02', 'female', 321);

async function openAdd() {
  const served = serveApplicants();
  const view = renderApplicantsApp();
  await findRow('Mona Saleh');
  await view.user.click(screen.getByRole('button', { name: /Add applicant/ }));
  const dialog = await findModal('Add Applicant Info');
  return { ...view, ...served, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

/** The message antd shows under a field, or null. */
function messageUnder(dialog: HTMLElement, label: string): string | null {
  const item = field(dialog, label).closest('.ant-form-item');
  const errors = item?.querySelectorAll('.ant-form-item-explain-error');
  return errors && errors.length > 0 ? [...errors].map((error) => error.textContent).join(' | ') : null;
}

async function fillValid(user: UserEvent, dialog: HTMLElement, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Name: 'Nour Hany',
    'SSN (national ID)': NEW_SSN,
    Email: 'nour@example.com',
    Mobile: '01112223334',
    'Prep. Score': '95',
    'Math. Score': '88.5',
    'Eng. Score': '77',
    'Unified code': 'STD-900',
    ...overrides,
  };
  await choose(user, field(dialog, 'Gender'), 'Female');
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(dialog, label));
    if (value) await user.type(field(dialog, label), value);
  }
  await choose(user, field(dialog, 'School'), SCHOOLS[2].name);
}

describe('the applicant form rules (SPEC §5)', () => {
  it("says 'Required' under every required field when submitted empty, and sends nothing", async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add applicant' }));
    for (const label of [
      'Name',
      'SSN (national ID)',
      'Gender',
      'Email',
      'Mobile',
      'Prep. Score',
      'Math. Score',
      'Eng. Score',
      'Unified code',
      'School',
    ]) {
      await waitFor(() => expect(messageUnder(dialog, label)).toBe('Required'));
    }
    expect(messageUnder(dialog, 'Career Interest')).toBeNull();
    expect(fakeServer.requestsTo('admin/updateapp.php')).toHaveLength(0);
  });

  it.each([
    ['Name', 'Mo', 'Must be greater than 2 characters'],
    ['Name', 'x'.repeat(501), 'Must be 500 characters or less'],
    ['SSN (national ID)', '3100512', 'Must be 14 characters'],
    ['Email', 'ab', 'Must be greater than 2 characters'],
    ['Email', `${'a'.repeat(40)}@example.com`, 'Must be 50 characters or less'],
    ['Email', 'nour.example.com', 'Must be a valid e-mail address'],
    ['Mobile', '0111222', 'Must be 11 characters'],
    ['Mobile', '0111222333x', 'Must contain digits only'],
    ['Prep. Score', '101', 'Must be a number from 0 to 100'],
    ['Math. Score', 'ninety', 'Must be a number'],
    ['Extra time (%)', '250', EXTRA_TIME_RANGE],
    ['Extra time (%)', '12.5', EXTRA_TIME_RANGE],
  ])('%s %j: %s', async (label, typed, message) => {
    const { user, dialog } = await openAdd();
    // Long texts are pasted: typing 500 characters one by one proves nothing more.
    await user.click(field(dialog, label));
    if (typed.length > 60) await user.paste(typed);
    else await user.type(field(dialog, label), typed);
    await waitFor(() => expect(messageUnder(dialog, label)).toBe(message));
  });

  it.each([
    ['a letter', '3100512010123x', NATIONAL_ID_DIGITS_ONLY],
    ['a wrong century digit', '11005120101235', NATIONAL_ID_CENTURY],
    ['a 31st of February', '31002310101235', NATIONAL_ID_BAD_DATE],
    ['an unknown governorate', '31005129901235', NATIONAL_ID_GOVERNORATE],
  ])('checks the national ID as it is typed: %s', async (_label, ssn, message) => {
    const { user, dialog } = await openAdd();
    await user.type(field(dialog, 'SSN (national ID)'), ssn);
    await waitFor(() => expect(messageUnder(dialog, 'SSN (national ID)')).toBe(message));
  });

  it('shows what a valid national ID says, and checks it against the gender either way round', async () => {
    const { user, dialog } = await openAdd();
    const maleId = makeNationalId('2010-05-12', '21', 'male', 77);
    await user.type(field(dialog, 'SSN (national ID)'), maleId);
    await waitFor(() => expect(within(dialog).getByText('Born 2010-05-12 · Giza · male')).toBeInTheDocument());
    expect(messageUnder(dialog, 'SSN (national ID)')).toBeNull();

    await choose(user, field(dialog, 'Gender'), 'Female');
    await waitFor(() => expect(messageUnder(dialog, 'SSN (national ID)')).toBe(NATIONAL_ID_MALE_BUT_FEMALE));
    await choose(user, field(dialog, 'Gender'), 'Male');
    await waitFor(() => expect(messageUnder(dialog, 'SSN (national ID)')).toBeNull());

    await user.clear(field(dialog, 'SSN (national ID)'));
    await user.type(field(dialog, 'SSN (national ID)'), makeNationalId('2010-05-12', '21', 'female', 77));
    await waitFor(() => expect(messageUnder(dialog, 'SSN (national ID)')).toBe(NATIONAL_ID_FEMALE_BUT_MALE));
  });
});

describe('Add Applicant Info', () => {
  it("adds through admin/updateapp.php without applicant_id, says 'Application Added Successfully.' and shows the new row", async () => {
    const { user, dialog } = await openAdd();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add applicant' }));

    await findDialogTitled('Application Added Successfully.');
    const [request] = fakeServer.requestsTo('admin/updateapp.php');
    expect(request.data).toMatchObject({
      name: 'Nour Hany',
      ssn: NEW_SSN,
      gender: 'female',
      email: 'nour@example.com',
      mobile: '01112223334',
      prep_mark: '95',
      math: '88.5',
      english: '77',
      std_code: 'STD-900',
      school_id: 3,
    });
    expect(request.data).not.toHaveProperty('applicant_id');
    expect(cellsOf(await findRow('Nour Hany')).slice(3, 6)).toEqual([NEW_SSN, '01112223334', SCHOOLS[2].name]);
    await waitFor(() => expect(queryModal('Add Applicant Info')).not.toBeInTheDocument());
  });

  it("sends the extra-time accommodation typed (a percent of a timed assessment's duration)", async () => {
    const { user, dialog } = await openAdd();
    await fillValid(user, dialog, { 'Extra time (%)': '50' });
    await user.click(within(dialog).getByRole('button', { name: 'Add applicant' }));
    await findDialogTitled('Application Added Successfully.');
    expect(fakeServer.requestsTo('admin/updateapp.php')[0].data).toMatchObject({ name: 'Nour Hany', extra_time_percent: '50' });
  });

  it('keeps everything typed when the server refuses a national ID that is already taken, and says why under the SSN', async () => {
    const { user, dialog, applicants } = await openAdd();
    const taken = applicants[0].ssn;
    await fillValid(user, dialog, { 'SSN (national ID)': taken });
    await choose(user, field(dialog, 'Gender'), 'Female');
    await user.click(within(dialog).getByRole('button', { name: 'Add applicant' }));

    const message = `An applicant with the national ID ${taken} already exists (Mona Saleh).`;
    await waitFor(() => expect(messageUnder(dialog, 'SSN (national ID)')).toBe(message));
    expect(queryModal('Add Applicant Info')).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveValue('Nour Hany');
    expect(field(dialog, 'Mobile')).toHaveValue('01112223334');
    expect(screen.queryByText('Application Added Successfully.')).not.toBeInTheDocument();
  });
});

describe('Update Applicant Info', () => {
  it("loads the applicant with getapp, saves with applicant_id, says 'Application Updated Successfully.' and updates the row", async () => {
    serveApplicants();
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Update info of Omar Khaled' }));
    const dialog = await findModal('Update Applicant Info');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Omar Khaled'));
    expect(fakeServer.requestsTo('admin/getapp.php')[0].data).toEqual({ applicant_id: 2, spe_only: false });
    expect(field(dialog, 'Mobile')).toBeEnabled();

    await user.clear(field(dialog, 'Mobile'));
    await user.type(field(dialog, 'Mobile'), '01555555555');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await findDialogTitled('Application Updated Successfully.');
    expect(fakeServer.requestsTo('admin/updateapp.php')[0].data).toMatchObject({
      applicant_id: 2,
      mobile: '01555555555',
      name: 'Omar Khaled',
    });
    await waitFor(async () => expect(cellsOf(await findRow('Omar Khaled'))[4]).toBe('01555555555'));
  });
});

describe('Update Applicant Info with the national ID masked (getapp.php)', () => {
  function serveMasked() {
    const served = serveApplicants();
    const omar = served.applicants[1];
    fakeServer.on('admin/getapp.php', () => ({
      status: 200,
      body: { data: { applicant: { ...omar, ssn: maskSsn(omar.ssn), masked: ['ssn'] }, schools: SCHOOLS } },
    }));
    return omar;
  }

  it("shows the mask as the empty SSN field's placeholder and leaves the ID out of the save, so the stored one stays", async () => {
    const omar = serveMasked();
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Update info of Omar Khaled' }));
    const dialog = await findModal('Update Applicant Info');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Omar Khaled'));
    expect(field(dialog, 'SSN (national ID)')).toHaveValue('');
    expect(field(dialog, 'SSN (national ID)')).toHaveAttribute('placeholder', maskSsn(omar.ssn));
    expect(
      within(dialog).getByText(`Leave empty to keep the stored ID (${maskSsn(omar.ssn)}); type all 14 digits to change it.`),
    ).toBeInTheDocument();
    await user.clear(field(dialog, 'Mobile'));
    await user.type(field(dialog, 'Mobile'), '01555555555');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findDialogTitled('Application Updated Successfully.');
    const sent = fakeServer.requestsTo('admin/updateapp.php')[0].data as Record<string, unknown>;
    expect(sent).toMatchObject({ applicant_id: 2, mobile: '01555555555' });
    expect('ssn' in sent).toBe(false);
  });

  it('a new ID typed into the field is checked and sent', async () => {
    serveMasked();
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Update info of Omar Khaled' }));
    const dialog = await findModal('Update Applicant Info');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Omar Khaled'));
    const male = makeNationalId('2011-03-04', '02', 'male', 322);
    await user.type(field(dialog, 'SSN (national ID)'), male.slice(0, 13));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Must be 14 characters')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/updateapp.php')).toHaveLength(0);
    await user.type(field(dialog, 'SSN (national ID)'), male.slice(13));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findDialogTitled('Application Updated Successfully.');
    expect(fakeServer.requestsTo('admin/updateapp.php')[0].data).toMatchObject({ applicant_id: 2, ssn: male });
  });
});

describe('Change Specialization', () => {
  it('opens the update form through getapp with spe_only, every field disabled but the school, and changes only the school', async () => {
    const { applicants } = serveApplicants();
    const before = { ...applicants[1] };
    const { user } = renderApplicantsApp();
    await user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Change Specialization of Omar Khaled' }));
    const dialog = await findModal('Update Applicant Info');
    await waitFor(() => expect(field(dialog, 'Name')).toHaveValue('Omar Khaled'));
    expect(fakeServer.requestsTo('admin/getapp.php')[0].data).toEqual({ applicant_id: 2, spe_only: true });

    for (const label of [
      'Name',
      'SSN (national ID)',
      'Gender',
      'Email',
      'Mobile',
      'Prep. Score',
      'Math. Score',
      'Eng. Score',
      'Unified code',
      'Career Interest',
      'Position',
      'Job',
    ]) {
      expect(field(dialog, label)).toBeDisabled();
    }
    expect(field(dialog, 'School')).toBeEnabled();
    expect(shownValue(field(dialog, 'School'))).toBe(SCHOOLS[1].name);

    await choose(user, field(dialog, 'School'), SCHOOLS[2].name);
    // The reason is required: without it nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Change Specialization' }));
    expect(await within(dialog).findByText(TRANSFER_REASON_REQUIRED)).toBeInTheDocument();
    await user.type(field(dialog, 'Reason'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Change Specialization' }));
    await waitFor(() => expect(within(dialog).getByText(TRANSFER_REASON_REQUIRED)).toBeInTheDocument());
    expect(fakeServer.requestsTo('admin/updateapp.php')).toHaveLength(0);
    await user.type(field(dialog, 'Reason'), 'c: moved nearer home ');
    await user.click(within(dialog).getByRole('button', { name: 'Change Specialization' }));
    await findDialogTitled('Application Updated Successfully.');

    const sent = fakeServer.requestsTo('admin/updateapp.php')[0].data as Record<string, unknown>;
    expect(sent).toMatchObject({
      applicant_id: 2,
      school_id: 3,
      reason: 'abc: moved nearer home',
      name: before.name,
      ssn: before.ssn,
      email: before.email,
      mobile: before.mobile,
      gender: before.gender,
      std_code: before.std_code,
    });
    expect(Number(sent.prep_mark)).toBe(before.prep_mark);
    await waitFor(async () => expect(cellsOf(await findRow('Omar Khaled'))[5]).toBe(SCHOOLS[2].name));
  });
});
