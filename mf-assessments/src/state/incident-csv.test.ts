import type { Incident } from '@mizan/shared';
import { incidentsCsv } from './incident-csv';
import { INCIDENT_WORDS } from './incident-words';

const POWER: Incident = {
  id: 1,
  attemptId: 4,
  applicantName: 'Mona Saleh',
  ssn: '3090101••••••1',
  trial: 1,
  category: 'power',
  note: 'Lights out, "lab 2", 10 minutes',
  minutes: 5,
  recordedBy: 'Proctor Hany',
  recordedAt: '2031-03-01T08:10:00.000Z',
};

describe('the incidents export', () => {
  test('English: header, category name, quoted note with its quotes doubled', () => {
    const lines = incidentsCsv([POWER], INCIDENT_WORDS.En).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Applicant,ID,Trial,Category,Note,Minutes given back,Recorded by,Recorded at');
    expect(lines[1]).toBe(
      'Mona Saleh,3090101••••••1,1,Power cut,"Lights out, ""lab 2"", 10 minutes",5,Proctor Hany,2031-03-01T08:10:00.000Z',
    );
    expect(lines[2]).toBe('');
  });

  test('Arabic: header and category names in Arabic, starting with a byte order mark', () => {
    const csv = incidentsCsv([{ ...POWER, category: 'misconduct', note: 'هاتف' }], INCIDENT_WORDS.Ar);
    expect(csv.startsWith('\uFEFFالمتقدم,')).toBe(true);
    expect(csv).toContain(',اشتباه في مخالفة,هاتف,');
  });

  test('a note that a spreadsheet would run as a formula is kept as text', () => {
    expect(incidentsCsv([{ ...POWER, note: '=HYPERLINK("x")' }], INCIDENT_WORDS.En)).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
