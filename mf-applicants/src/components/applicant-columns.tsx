import { Button, Flex, Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import {
  applicantViewPath,
  columnTitle,
  columnWidth,
  flagsToList,
  mayRevealApplicantData,
  scoreSortAssessment,
  scoreSortField,
  scoreText,
  type Applicant,
  type ApplicantColumnKey,
  type ApplicantSort,
  type PermissionFlags,
  type ScoreColumn,
  type YesNoChoice,
} from '@mizan/shared';
import { AccessCodeCell } from './AccessCodeCell';
import { ChoiceCell, asChoice } from './ChoiceCell';
import { MaskedCell } from './MaskedCell';

type SortOrder = 'ascend' | 'descend';
export interface TableSort {
  field: ApplicantSort;
  order: SortOrder;
}

export type ApplicantAction = 'interview' | 'update' | 'specialization';

export interface ColumnContext {
  scoreColumns: readonly ScoreColumn[];
  flags: PermissionFlags;
  /** Whether this staff member may change Enrolled? and has Psychological problem?. */
  canChangeChoices: boolean;
  sort: TableSort | null;
  onAction: (action: ApplicantAction, applicant: Applicant) => void;
  onChoice: (field: 'enrolled' | 'competent', applicant: Applicant, status: YesNoChoice) => Promise<void>;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byText = (field: keyof Applicant) => (a: Applicant, b: Applicant) => collator.compare(String(a[field] ?? ''), String(b[field] ?? ''));
/** Numbers ascending; an empty value (no interview yet) sorts before any score. */
const byNumber = (field: keyof Applicant) => (a: Applicant, b: Applicant) => {
  const x = a[field];
  const y = b[field];
  const left = typeof x === 'number' ? x : Number.NEGATIVE_INFINITY;
  const right = typeof y === 'number' ? y : Number.NEGATIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
};

const score = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '—');

/** An assessment's score: percents as numbers, codes as text; an applicant without one sorts before any score. */
const byAssessmentScore = (assessmentId: number) => (a: Applicant, b: Applicant) => {
  const x = a.scores?.[String(assessmentId)];
  const y = b.scores?.[String(assessmentId)];
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? -1 : 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
};

/** The Actions buttons' widths (small buttons, their words), so the fixed column is as wide as this person's buttons. */
const ACTION_WIDTHS = { interview: 78, updateinfo: 90, movetoschool: 160 } as const;

/** The Actions column's width for these flags: the buttons shown, their gaps and the cell's padding. */
export function actionsWidth(flags: PermissionFlags): number {
  const shown = (Object.keys(ACTION_WIDTHS) as Array<keyof typeof ACTION_WIDTHS>).filter((flag) => flags[flag]);
  if (shown.length === 0) return 80;
  return shown.reduce((sum, flag) => sum + ACTION_WIDTHS[flag], 0) + (shown.length - 1) * 4 + 14;
}

/**
 * The table's column for `key`, in the SPEC's words: every one sortable but
 * Access Code and Actions; # and Name fixed at the start and Actions at the end, so
 * both stay in view while the others scroll sideways.
 */
export function applicantColumn(key: ApplicantColumnKey, context: ColumnContext): TableColumnType<Applicant> {
  const { scoreColumns, flags, canChangeChoices, sort, onAction, onChoice } = context;
  const title = columnTitle(key, scoreColumns);
  const width = columnWidth(key, actionsWidth(flags));
  const sortable = (field: ApplicantSort, compare: (a: Applicant, b: Applicant) => number) => ({
    key: field,
    sorter: compare,
    sortOrder: sort?.field === field ? sort.order : null,
    showSorterTooltip: false,
  });
  const plain = (field: keyof Applicant & ApplicantSort, compare = byText(field)) => ({
    title,
    dataIndex: field,
    width,
    ...sortable(field, compare),
  });
  const mayReveal = () => mayRevealApplicantData(flagsToList(flags));
  const choice = (field: 'enrolled' | 'competent') => (value: YesNoChoice, applicant: Applicant) =>
    field === 'competent' && applicant.masked?.includes('competent') ? (
      <MaskedCell applicant={applicant} field="competent" mayReveal={mayReveal()} />
    ) : canChangeChoices ? (
      <ChoiceCell value={asChoice(value)} label={`${title} for ${applicant.name}`} save={(status) => onChoice(field, applicant, status)} />
    ) : (
      <span>{value || '—'}</span>
    );

  switch (key) {
    case 'id':
      return { ...plain('id', byNumber('id')), fixed: 'left' };
    case 'name':
      return {
        ...plain('name'),
        fixed: 'left',
        ellipsis: true,
        // dir="auto": Arabic and English names each read in their own direction.
        render: (name: string, applicant) => (
          <Link to={applicantViewPath(applicant.id)} dir="auto">
            {name}
          </Link>
        ),
      };
    case 'email':
    case 'school':
      return { ...plain(key), ellipsis: true };
    case 'ssn':
      return {
        ...plain('ssn'),
        render: (ssn: string, applicant: Applicant) =>
          applicant.masked?.includes('ssn') ? <MaskedCell applicant={applicant} field="ssn" mayReveal={mayReveal()} /> : ssn,
      };
    case 'mobile':
      return plain('mobile');
    case 'prep_mark':
    case 'math':
    case 'english':
      return { ...plain(key, byNumber(key)), align: 'right', render: score };
    case 'career':
      return { ...plain('career'), ellipsis: true, render: (career: string) => career || '—' };
    case 'interview':
      return {
        ...plain('interview', byNumber('interview')),
        align: 'right',
        render: (interview: number | null) => (typeof interview === 'number' ? interview.toFixed(2) : '—'),
      };
    case 'enrolled':
    case 'competent':
      return { ...plain(key), render: choice(key) };
    case 'access_code':
      return {
        title,
        dataIndex: 'access_code',
        key: 'access_code',
        width,
        render: (_: unknown, applicant: Applicant) => <AccessCodeCell applicant={applicant} />,
      };
    case 'actions':
      return {
        title,
        key: 'actions',
        width,
        fixed: 'right',
        render: (_: unknown, applicant: Applicant) => <ActionButtons applicant={applicant} flags={flags} onAction={onAction} />,
      };
    default: {
      const assessmentId = scoreSortAssessment(key) ?? 0;
      const column = scoreColumns.find((entry) => entry.id === assessmentId);
      return {
        title: <bdi>{title}</bdi>,
        width,
        align: column?.career ? 'left' : 'right',
        ellipsis: true,
        ...sortable(scoreSortField(assessmentId), byAssessmentScore(assessmentId)),
        render: (_: unknown, applicant: Applicant) => scoreText(applicant.scores?.[String(assessmentId)]) || '—',
      };
    }
  }
}

function ActionButtons({
  applicant,
  flags,
  onAction,
}: {
  applicant: Applicant;
  flags: PermissionFlags;
  onAction: ColumnContext['onAction'];
}) {
  if (!flags.interview && !flags.updateinfo && !flags.movetoschool) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={4} wrap={false}>
      {flags.interview && (
        <Button size="small" onClick={() => onAction('interview', applicant)} aria-label={`Interview ${applicant.name}`}>
          Interview
        </Button>
      )}
      {flags.updateinfo && (
        <Button size="small" onClick={() => onAction('update', applicant)} aria-label={`Update info of ${applicant.name}`}>
          Update info
        </Button>
      )}
      {flags.movetoschool && (
        <Button
          size="small"
          onClick={() => onAction('specialization', applicant)}
          aria-label={`Change Specialization of ${applicant.name}`}
        >
          Change Specialization
        </Button>
      )}
    </Flex>
  );
}
