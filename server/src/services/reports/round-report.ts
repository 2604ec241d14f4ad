import type { Kysely } from 'kysely';
import { DECISION_STATE_LABELS, type AnswerOf } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { refuseUnseenWeights } from '../admission/round-ranks';
import { roundView } from '../admission/round-view';
import type { ReportCell, ReportColumn, ReportTable } from './report-table';
import { reportWord, type ReportLanguage, type ReportWord } from './report-words';

type RoundView = AnswerOf<'getRound'>['data'];

/** A date-time as `YYYY-MM-DD HH:mm UTC`: the same in a file, on paper and in either language. */
export function reportDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A round's decisions as a report: per school in merit order, the decision in the report's language, a line after each school. */
export function roundTable(view: RoundView, language: ReportLanguage): ReportTable {
  const w = (word: ReportWord) => reportWord(word, language);
  const { round } = view;
  const schoolNames = new Map(round.seats.map((entry) => [entry.school_id, entry.name]));
  const columns: ReportColumn[] = [
    { heading: w('School'), kind: 'text' },
    { heading: w('Rank'), kind: 'number' },
    { heading: w('#'), kind: 'number' },
    { heading: w('Name'), kind: 'name' },
    { heading: w('Total (100)'), kind: 'number' },
    { heading: w('Decision'), kind: 'text' },
    { heading: w('Waitlist position'), kind: 'number' },
    { heading: w('Offer deadline'), kind: 'date' },
  ];
  const rows = view.rows.map((row): ReportCell[] => [
    schoolNames.get(row.school_id) ?? `#${row.school_id}`,
    row.rank,
    row.applicant_id,
    row.name,
    row.total === null ? null : Number(row.total.toFixed(2)),
    DECISION_STATE_LABELS[row.state][language === 'ar' ? 'Ar' : 'En'],
    row.waitlist_position,
    reportDateTime(row.offer_deadline),
  ]);
  const cutAfter = view.rows.flatMap((row, index) =>
    index < view.rows.length - 1 && view.rows[index + 1].school_id !== row.school_id ? [index] : [],
  );
  const separator = language === 'ar' ? '، ' : ', ';
  return {
    title: `${w('Admission round')}: ${round.name}`,
    facts: [
      `${w('School')}: ${round.school_name ?? w('Every school')}`,
      `${w('Seats')}: ${round.seats.map((entry) => `${entry.name} ${entry.seats}`).join(separator)}`,
      `${w('Round deadline')}: ${reportDateTime(round.offer_deadline)} · ${w('Offer window (hours)')}: ${round.offer_window_hours}`,
    ],
    columns,
    rows,
    cutAfter,
    language,
    fileName: `admission-round-${round.id}`,
  };
}

/** The round's decisions as a report, refused as admin/getround.php is (a weighted assessment the reader may not see). */
export async function roundReport(db: Kysely<Database>, reader: Caller, roundId: number, language: ReportLanguage): Promise<ReportTable> {
  await refuseUnseenWeights(db, reader);
  return roundTable(await roundView(db, roundId), language);
}
