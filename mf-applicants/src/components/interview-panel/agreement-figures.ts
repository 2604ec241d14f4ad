import type { InterviewAgreementReport } from '@mizan/shared';

type Agreement = InterviewAgreementReport['overall']['criteria'];

/** One line of the agreement table: a pair of interviewers, or every pair pooled. */
export interface AgreementRow {
  key: string;
  who: string;
  applicants: number;
  exact: string;
  adjacent: string;
  meanDifference: string;
  kappa: string;
  totalsDifference: string;
  icc: string;
}

const percent = (fraction: number, count: number) => (count === 0 ? '—' : `${Math.round(fraction * 100)} %`);
const decimals = (value: number | null, count: number, places: number) => (value === null || count === 0 ? '—' : value.toFixed(places));

function figures(criteria: Agreement, totals: Agreement) {
  return {
    exact: percent(criteria.exact, criteria.count),
    adjacent: percent(criteria.adjacent, criteria.count),
    meanDifference: decimals(criteria.meanDifference, criteria.count, 2),
    kappa: decimals(criteria.kappaQuadratic, criteria.count, 2),
    totalsDifference: decimals(totals.meanDifference, totals.count, 2),
    icc: decimals(totals.icc, totals.count, 2),
  };
}

/** The report as table lines: one per pair of interviewers, then "All pairs". */
export function agreementRows(report: InterviewAgreementReport): AgreementRow[] {
  const name = (person: { id: number; name: string | null }) => person.name ?? `Interviewer ${person.id}`;
  return [
    ...report.pairs.map((pair) => ({
      key: `${pair.a.id}-${pair.b.id}`,
      who: `${name(pair.a)} – ${name(pair.b)}`,
      applicants: pair.applicants,
      ...figures(pair.criteria, pair.totals),
    })),
    ...(report.pairs.length > 1
      ? [
          {
            key: 'all',
            who: 'All pairs',
            applicants: report.overall.comparisons,
            ...figures(report.overall.criteria, report.overall.totals),
          },
        ]
      : []),
  ];
}
