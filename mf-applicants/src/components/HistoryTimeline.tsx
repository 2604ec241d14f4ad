import { Empty, Spin, Timeline, Typography } from 'antd';
import type { ApplicantHistoryEntry } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { useApplicantHistoryQuery } from '../state/applicants-api';

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  ssn: 'SSN(ID)',
  gender: 'Gender',
  email: 'Email',
  mobile: 'Mobile',
  prep_mark: 'Prep. Score',
  math: 'Math. Score',
  english: 'Eng. Score',
  std_code: 'Unified code',
  career: 'Career Interest',
  cmatch: 'Career match',
  position: 'Position',
  job: 'Job',
  extra_time_percent: 'Extra time (%)',
  school_id: 'School',
  enrolled: 'Enrolled?',
  competent: 'has Psychological problem?',
  interview: 'My Review (100)',
};

const shown = (value: unknown) => (value === '' || value === null || value === undefined ? '—' : String(value));

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/** One entry in words: what happened and, for edits, each field's before and after. */
export function describeEntry(entry: ApplicantHistoryEntry): { title: string; lines: string[] } {
  const details = entry.details;
  const changes = Object.entries(details)
    .filter(([field, value]) => field in FIELD_NAMES && isChange(value))
    .map(
      ([field, value]) => `${FIELD_NAMES[field]}: ${shown((value as { from: unknown }).from)} → ${shown((value as { to: unknown }).to)}`,
    );
  switch (entry.action) {
    case 'applicant.add':
      return { title: 'Applicant added', lines: [] };
    case 'applicant.update':
      return { title: 'Information updated', lines: changes };
    case 'applicant.enrolled':
      return { title: 'Enrolled? changed', lines: changes };
    case 'applicant.competent':
      return { title: 'has Psychological problem? changed', lines: changes };
    case 'applicant.interview':
      return { title: 'Interview recorded', lines: changes };
    case 'transfer':
    case 'applicant.specialization':
      return {
        title: 'Specialization changed',
        lines: [
          `${shown(details.from_school)} → ${shown(details.to_school)}`,
          ...(details.reason ? [`Reason: ${String(details.reason)}`] : []),
        ],
      };
    case 'applicant.reveal':
      return { title: `${details.field === 'competent' ? 'has Psychological problem?' : 'SSN(ID)'} shown`, lines: [] };
    default:
      return { title: entry.action, lines: changes };
  }
}

/** The applicant's history (`admin/applicanthistory.php`), newest first, as an antd Timeline. */
export function HistoryTimeline({ applicantId }: { applicantId: number }) {
  // Fetched afresh on each visit: others change the applicant too.
  const { data: entries, error, isFetching, refetch } = useApplicantHistoryQuery(applicantId, { refetchOnMountOrArgChange: true });

  if (error && !isFetching) {
    return (
      <LoadFailureAlert
        title="The history could not be loaded."
        failure={error}
        onRetry={() => void refetch()}
        style={{ marginBottom: 0 }}
      />
    );
  }
  if (!entries) return <Spin description="Loading the history…" />;
  if (entries.length === 0) return <Empty description="No changes recorded yet." />;
  return (
    <Timeline
      items={entries.map((entry) => {
        const { title, lines } = describeEntry(entry);
        return {
          key: entry.id,
          content: (
            <div data-testid="history-entry">
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Text type="secondary">
                {' '}
                · {entry.actor ?? 'a removed account'} · {new Date(entry.at).toLocaleString()}
              </Typography.Text>
              {lines.map((line) => (
                <div key={line} dir="auto">
                  {line}
                </div>
              ))}
            </div>
          ),
        };
      })}
    />
  );
}
