import type { Kysely } from 'kysely';
import { MERIT_COMPONENTS, MERIT_COMPONENT_LABELS, type MeritList } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { AssessmentsSeen } from '../assessment-records';
import { meritList } from '../merit-list';
import type { ReportCell, ReportColumn, ReportTable } from './report-table';
import { reportWord, type ReportLanguage, type ReportWord } from './report-words';

/** The merit list's rows as a report: rank, #, name, total, each part as entered, each weighted assessment's percent, the seat. */
export function meritListTable(list: MeritList, language: ReportLanguage): ReportTable {
  const w = (word: ReportWord) => reportWord(word, language);
  const weighted = list.assessment_weights ?? [];
  const columns: ReportColumn[] = [
    { heading: w('Rank'), kind: 'number' },
    { heading: w('#'), kind: 'number' },
    { heading: w('Name'), kind: 'name' },
    { heading: w('Total (100)'), kind: 'number' },
    ...MERIT_COMPONENTS.map((component): ReportColumn => ({
      heading: w(MERIT_COMPONENT_LABELS[component] as ReportWord),
      kind: component === 'cmatch' ? 'text' : 'number',
    })),
    ...weighted.map((entry): ReportColumn => ({ heading: `${entry.name} (%)`, kind: 'number' })),
    { heading: w('Seat'), kind: 'text' },
  ];
  const lastSeat = Math.min(list.seats, list.rows.length);
  const rows = list.rows.map((row): ReportCell[] => [
    row.rank,
    row.id,
    row.name,
    Number(row.total.toFixed(2)),
    ...MERIT_COMPONENTS.map((component) => {
      const raw = row.parts.find((part) => part.component === component)?.raw ?? null;
      return raw === '' ? null : raw;
    }),
    ...weighted.map((_entry, index) => row.assessment_parts?.[index]?.raw ?? w('Not taken')),
    row.withinSeats ? w('Within seats') : row.rank === lastSeat + 1 && lastSeat > 0 ? w('Below the cut-off') : '',
  ]);
  const weights = [
    ...MERIT_COMPONENTS.map((component) => `${w(MERIT_COMPONENT_LABELS[component] as ReportWord)} ${list.weights[component]}`),
    ...weighted.map((entry) => `${entry.name} ${entry.weight}`),
  ];
  return {
    title: `${w('Merit list')}: ${list.school.name}`,
    facts: [
      `${w('School')}: ${list.school.name}`,
      `${w('Seats')}: ${list.seats} · ${w('Applicants')}: ${list.rows.length}`,
      `${w('Weights')}: ${weights.join(language === 'ar' ? '، ' : ', ')}`,
    ],
    columns,
    rows,
    cutAfter: lastSeat > 0 ? [lastSeat - 1] : [],
    language,
    fileName: `merit-list-school-${list.school.id}`,
  };
}

/** The school's merit list as the reader may see it (refused whole as meritList is), as a report. */
export async function meritListReport(
  db: Kysely<Database>,
  schoolId: number,
  seen: AssessmentsSeen,
  language: ReportLanguage,
): Promise<ReportTable> {
  return meritListTable(await meritList(db, schoolId, seen), language);
}
