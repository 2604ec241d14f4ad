import { Button, Flex, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  applicantViewPath,
  flagsToList,
  mayRevealApplicantData,
  scoreSortField,
  scoreText,
  type Applicant,
  type ApplicantSort,
  type PermissionFlags,
  type ScoreColumn,
  type YesNoChoice,
} from '@mizan/shared';
import { useKeyboardScrollArea } from '@mizan/shared/browser';
import { AccessCodeCell } from './AccessCodeCell';
import { ChoiceCell, asChoice } from './ChoiceCell';
import { MaskedCell } from './MaskedCell';

export type SortOrder = 'ascend' | 'descend';
export interface TableSort {
  field: ApplicantSort;
  order: SortOrder;
}

export type ApplicantAction = 'interview' | 'update' | 'specialization';

interface Props {
  applicants: readonly Applicant[];
  /** One column per assessment taken (percent or Holland code), after My Review (100). */
  scoreColumns: readonly ScoreColumn[];
  flags: PermissionFlags;
  /** Whether this staff member may change Enrolled? and has Psychological problem?. */
  canChangeChoices: boolean;
  loading: boolean;
  height: number;
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
  onAction: (action: ApplicantAction, applicant: Applicant) => void;
  onChoice: (field: 'enrolled' | 'competent', applicant: Applicant, status: YesNoChoice) => Promise<void>;
  emptyText: string;
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

/** Width of one score column. */
const SCORE_COLUMN_WIDTH = 140;

/**
 * The applicants table (SPEC §2): the fourteen columns in the SPEC's order
 * and words, every one sortable, virtualized so 20,000 rows scroll smoothly
 * (only the rows in view are in the page).
 */
export const ApplicantsTable = memo(function ApplicantsTable(props: Props) {
  const { applicants, scoreColumns, flags, canChangeChoices, loading, height, sort, onSortChange, onAction, onChoice, emptyText } = props;

  const columns = useMemo<TableColumnsType<Applicant>>(() => {
    const sortOrderOf = (field: ApplicantSort) => (sort?.field === field ? sort.order : null);
    const sortable = (field: ApplicantSort, compare: (a: Applicant, b: Applicant) => number) => ({
      key: field,
      sorter: compare,
      sortOrder: sortOrderOf(field),
      showSorterTooltip: false,
    });
    const mayReveal = mayRevealApplicantData(flagsToList(flags));
    const choice = (field: 'enrolled' | 'competent', title: string) => (value: YesNoChoice, applicant: Applicant) =>
      field === 'competent' && applicant.masked?.includes('competent') ? (
        <MaskedCell applicant={applicant} field="competent" mayReveal={mayReveal} />
      ) : canChangeChoices ? (
        <ChoiceCell
          value={asChoice(value)}
          label={`${title} for ${applicant.name}`}
          save={(status) => onChoice(field, applicant, status)}
        />
      ) : (
        <span>{value || '—'}</span>
      );
    const anyAction = flags.interview || flags.updateinfo || flags.movetoschool;

    return [
      { title: '#', dataIndex: 'id', width: 72, fixed: 'left', ...sortable('id', byNumber('id')) },
      {
        title: 'Name',
        dataIndex: 'name',
        width: 220,
        fixed: 'left',
        ellipsis: true,
        ...sortable('name', byText('name')),
        // dir="auto": Arabic and English names each read in their own direction.
        render: (name: string, applicant) => (
          <Link to={applicantViewPath(applicant.id)} dir="auto">
            {name}
          </Link>
        ),
      },
      { title: 'Email', dataIndex: 'email', width: 230, ellipsis: true, ...sortable('email', byText('email')) },
      {
        title: 'SSN(ID)',
        dataIndex: 'ssn',
        width: 160,
        ...sortable('ssn', byText('ssn')),
        render: (ssn: string, applicant: Applicant) =>
          applicant.masked?.includes('ssn') ? <MaskedCell applicant={applicant} field="ssn" mayReveal={mayReveal} /> : ssn,
      },
      { title: 'Mobile', dataIndex: 'mobile', width: 130, ...sortable('mobile', byText('mobile')) },
      { title: 'School', dataIndex: 'school', width: 170, ellipsis: true, ...sortable('school', byText('school')) },
      {
        title: 'Prep. Score',
        dataIndex: 'prep_mark',
        width: 110,
        align: 'right',
        ...sortable('prep_mark', byNumber('prep_mark')),
        render: score,
      },
      { title: 'Math. Score', dataIndex: 'math', width: 110, align: 'right', ...sortable('math', byNumber('math')), render: score },
      { title: 'Eng. Score', dataIndex: 'english', width: 105, align: 'right', ...sortable('english', byNumber('english')), render: score },
      {
        title: 'Career Interest',
        dataIndex: 'career',
        width: 140,
        ellipsis: true,
        ...sortable('career', byText('career')),
        render: (career: string) => career || '—',
      },
      {
        title: 'My Review (100)',
        dataIndex: 'interview',
        width: 130,
        align: 'right',
        ...sortable('interview', byNumber('interview')),
        render: (interview: number | null) => (typeof interview === 'number' ? interview.toFixed(2) : '—'),
      },
      ...scoreColumns.map((column) => ({
        title: <bdi>{column.name}</bdi>,
        width: SCORE_COLUMN_WIDTH,
        align: column.career ? ('left' as const) : ('right' as const),
        ellipsis: true,
        ...sortable(scoreSortField(column.id), byAssessmentScore(column.id)),
        render: (_: unknown, applicant: Applicant) => scoreText(applicant.scores?.[String(column.id)]) || '—',
      })),
      {
        title: 'Enrolled?',
        dataIndex: 'enrolled',
        width: 110,
        ...sortable('enrolled', byText('enrolled')),
        render: choice('enrolled', 'Enrolled?'),
      },
      {
        title: 'has Psychological problem?',
        dataIndex: 'competent',
        width: 150,
        ...sortable('competent', byText('competent')),
        render: choice('competent', 'has Psychological problem?'),
      },
      // Only staff who add and update applicants get codes from the server (domain/access-code.ts); the column follows.
      ...(flags.updateinfo
        ? [
            {
              title: 'Access Code',
              dataIndex: 'access_code',
              key: 'access_code',
              width: 190,
              render: (_: unknown, applicant: Applicant) => <AccessCodeCell applicant={applicant} />,
            },
          ]
        : []),
      {
        title: 'Actions',
        key: 'actions',
        width: 330,
        render: (_: unknown, applicant: Applicant) =>
          anyAction ? (
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
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
    ];
  }, [flags, scoreColumns, canChangeChoices, sort, onAction, onChoice]);

  const onChange: TableProps<Applicant>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (single && single.order && typeof single.columnKey === 'string') {
      onSortChange({ field: single.columnKey as ApplicantSort, order: single.order });
    } else onSortChange(null);
  };

  const scrollArea = useKeyboardScrollArea<HTMLDivElement>('Applicants table');

  return (
    <div ref={scrollArea}>
      <Table<Applicant>
        rowKey="id"
        size="small"
        bordered
        virtual
        columns={columns}
        dataSource={applicants as Applicant[]}
        loading={loading ? { spinning: true, description: 'Loading applicants…' } : false}
        pagination={false}
        scroll={{ x: (flags.updateinfo ? 2290 : 2100) + scoreColumns.length * SCORE_COLUMN_WIDTH, y: height }}
        onChange={onChange}
        locale={{ emptyText }}
      />
    </div>
  );
});
