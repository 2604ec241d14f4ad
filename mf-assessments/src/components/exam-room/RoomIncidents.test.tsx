import { screen, waitFor, within } from '@testing-library/react';
import { INCIDENT_NOTE_REQUIRED, incidentRecordedWithMinutesMessage, type Incident } from '@mizan/shared';
import { examRoom, roomAttempt } from '../../test/exam-room-fixtures';
import { fakeServer, ok } from '../../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
const PATH = '/dashboard/examroom/7';

const MONA = roomAttempt(1, 'Mona Saleh');
const OMAR = roomAttempt(2, 'Omar Khaled');

function incident(id: number, attemptId: number, overrides: Partial<Incident> = {}): Incident {
  return {
    id,
    attemptId,
    applicantName: attemptId === 1 ? 'Mona Saleh' : 'Omar Khaled',
    ssn: `3090101••••••${attemptId}`,
    trial: 1,
    category: 'power',
    note: '',
    minutes: 0,
    recordedBy: 'Proctor Hany',
    recordedAt: '2031-03-01T08:10:00.000Z',
    ...overrides,
  };
}

const INCIDENTS = [incident(1, 1, { category: 'noise', note: 'Drilling next door', minutes: 5 }), incident(2, 2, { note: 'Omar only' })];

beforeEach(() => resetForTest());

describe('incidents in the control room', () => {
  test('English: one selected attempt, a category, a note required for misconduct, minutes given back; its incidents listed', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR], 'En', 30)));
    fakeServer.on('admin/getincidents.php', ok(INCIDENTS));
    fakeServer.on('admin/addincident.php', { status: 200, body: { msg: incidentRecordedWithMinutesMessage(5) } });
    const { user } = renderAssessmentsApp(PATH);
    await screen.findByText('Mona Saleh');
    const record = screen.getByRole('button', { name: 'Record incident…' });
    expect(record).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Mona Saleh' }));
    await user.click(record);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Record an incident: Mona Saleh');
    const listed = within(dialog).getByRole('region', { name: 'Incidents recorded for this attempt' });
    expect(await within(listed).findByText('Noise')).toBeInTheDocument();
    expect(listed).toHaveTextContent('Drilling next door');
    expect(listed).toHaveTextContent('5 minutes given back');
    expect(listed).not.toHaveTextContent('Omar only');

    expect(
      within(within(dialog).getByRole('group', { name: 'Conduct' })).getByRole('radio', { name: 'Suspected misconduct' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Suspected misconduct' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(INCIDENT_NOTE_REQUIRED)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/addincident.php')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Phone on the desk');
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes given back (0 for none)' });
    await user.clear(minutes);
    await user.type(minutes, '5');
    const reads = fakeServer.requestsTo('admin/getincidents.php').length;
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/addincident.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/addincident.php')[0].data).toEqual({
      attemptId: 1,
      category: 'misconduct',
      note: 'Phone on the desk',
      minutes: 5,
    });
    expect(await screen.findByText(incidentRecordedWithMinutesMessage(5))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fakeServer.requestsTo('admin/getincidents.php').length).toBeGreaterThan(reads));
  });

  test('Arabic: the dialog reads right to left in Arabic, and a refusal is shown with the dialog kept open', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR], 'Ar', 30)));
    fakeServer.on('admin/getincidents.php', ok([]));
    fakeServer.on('admin/addincident.php', {
      status: 409,
      body: { msg: 'This attempt has ended.', code: 'incident-compensation-refused' },
    });
    const { user } = renderAssessmentsApp(PATH);
    await screen.findByText('Omar Khaled');
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Khaled' }));
    await user.click(screen.getByRole('button', { name: 'تسجيل واقعة…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('تسجيل واقعة: Omar Khaled');
    expect(dialog.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(await within(dialog).findByText('لم تسجل أي واقعة لهذه المحاولة بعد.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'انقطاع الكهرباء' }));
    const minutes = within(dialog).getByRole('spinbutton', { name: 'دقائق تعويض (0 إن لم يكن هناك تعويض)' });
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(within(dialog).getByRole('button', { name: 'تسجيل' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This attempt has ended.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('export: the assessment’s incidents as CSV, category names in its language', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR], 'Ar', 30)));
    fakeServer.on('admin/getincidents.php', ok(INCIDENTS));
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:incidents';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderAssessmentsApp(PATH);
    await screen.findByText('Mona Saleh');
    await user.click(screen.getByRole('button', { name: 'تصدير الوقائع (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads).toEqual(['incidents-assessment-7.csv']);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]);
    });
    expect(csv).toContain('المتقدم,الرقم القومي');
    expect(csv).toContain('Mona Saleh,3090101••••••1,1,ضوضاء,Drilling next door,5,');
    expect(csv).toContain('Omar Khaled,3090101••••••2,1,انقطاع الكهرباء,Omar only,0,');
  });
});
