import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ATTEMPT_STATUSES,
  STUDENT_EXAMS_FIRST_PAGE,
  STUDENT_EXAMS_PAGE_SIZE,
  assessmentViewPath,
  gradingPath,
  type AttemptStatus,
} from '@mizan/shared';
import { ApplicantLinksButton, LoadFailureAlert } from '@mizan/shared/browser';
import { EvidenceLink } from '../components/exam-room/EvidenceLink';
import { MoveAttemptButton } from '../components/MoveAttemptButton';
import { PageHeading } from '../components/PageHeading';
import { STATUS_LABELS, careerInWords, formatDateTime, formatScore } from '../state/format';
import type { StudentExamRow } from '../state/types';
import { useStudentExamsQuery } from '../state/grading-api';
import { loadFailure } from '../state/load-failure';
import { FRESH_ON_OPEN } from '../state/assessments-data';

function isStatus(value: string | null): value is AttemptStatus {
  return value !== null && (ATTEMPT_STATUSES as readonly string[]).includes(value);
}

/** The list's place (page, search, status) lives in the address, so coming back from grading keeps it. */
function readQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    pagenumber: Number.isSafeInteger(page) && page >= 1 ? page : STUDENT_EXAMS_FIRST_PAGE,
    search: params.get('search') ?? '',
    status: isStatus(status) ? status : ('' as const),
  };
}

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ATTEMPT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/**
 * /dashboard/StudentsExams (SPEC §2 "Taken assessments"): one row per
 * attempt, paged on the server 15 at a time from page 1
 * (admin/getstudentsexams.php with pagenumber, pagesize, search, status).
 * Score is the career result when one exists, else percent/100; View opens
 * the submission in gradingModeTeacher; ours: 'Grade by question' opens the
 * grading cockpit of its assessment at that submission.
 */
export function StudentsExamsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const page = useStudentExamsQuery({ ...query, pagesize: STUDENT_EXAMS_PAGE_SIZE }, FRESH_ON_OPEN);
  const failure = loadFailure(page);

  const change = (next: Partial<ReturnType<typeof readQuery>>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.pagenumber !== STUDENT_EXAMS_FIRST_PAGE) search.set('page', String(merged.pagenumber));
    if (merged.search !== '') search.set('search', merged.search);
    if (merged.status !== '') search.set('status', merged.status);
    setParams(search);
  };

  const columns: TableColumnsType<StudentExamRow> = [
    { title: 'Exam name', dataIndex: 'examname', render: (name: string) => <bdi>{name}</bdi> },
    { title: 'Applicant Id', dataIndex: 'student_id' },
    { title: 'Name', dataIndex: 'studentname', render: (name: string) => <bdi>{name}</bdi> },
    { title: 'SSN', dataIndex: 'ssn', render: (ssn: string) => <bdi dir="ltr">{ssn}</bdi> },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Mobile', dataIndex: 'mobile', render: (mobile: string) => <bdi dir="ltr">{mobile}</bdi> },
    { title: 'Submission date', dataIndex: 'submitdate', render: (value: string | null) => formatDateTime(value) },
    {
      title: 'Score',
      key: 'score',
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          {row.career.trim() !== '' ? (
            <Tooltip title={`Career result: ${careerInWords(row.career)}${row.percent === null ? '' : `. Score: ${row.percent}/100`}`}>
              <span data-testid="score" style={{ whiteSpace: 'nowrap' }}>
                {formatScore(row)}
              </span>
            </Tooltip>
          ) : (
            <span data-testid="score" style={{ whiteSpace: 'nowrap' }}>
              {formatScore(row)}
            </span>
          )}
          {row.status === 'inprogress' && <Tag>{STATUS_LABELS.inprogress}</Tag>}
          {row.status === 'submitted' && (
            <Tag color="orange">{row.needsGrading > 0 ? `${row.needsGrading} to grade` : STATUS_LABELS.submitted}</Tag>
          )}
        </Flex>
      ),
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'inprogress' ? (
          <Flex gap={4}>
            <Tooltip title="The applicant has not submitted it yet.">
              <Button size="small" disabled>
                View
              </Button>
            </Tooltip>
            <MoveAttemptButton attemptId={row.id} studentname={row.studentname} />
            <EvidenceLink attemptId={row.id} name={row.studentname} />
            <ApplicantLinksButton applicantId={row.student_id} name={row.studentname} />
          </Flex>
        ) : (
          <Flex gap={4}>
            <Button size="small" type="primary" ghost onClick={() => navigate(assessmentViewPath(row.id, 'gradingModeTeacher'))}>
              View
            </Button>
            <Tooltip title="Grade one question across every submission of this assessment">
              <Button size="small" onClick={() => navigate(gradingPath(row.exam_id, { attempt: row.id }))}>
                Grade by question
              </Button>
            </Tooltip>
            <Button
              size="small"
              href={`/print/letter?attempt=${row.id}`}
              target="_blank"
              rel="noopener"
              aria-label={`Results letter of ${row.studentname}`}
            >
              Results letter
            </Button>
            <EvidenceLink attemptId={row.id} name={row.studentname} />
            <ApplicantLinksButton applicantId={row.student_id} name={row.studentname} />
          </Flex>
        ),
    },
  ];

  return (
    <section aria-labelledby="taken-title">
      <PageHeading
        id="taken-title"
        title="Taken Assessments"
        description="Every attempt by an applicant; open one to grade it."
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} disabled={page.isFetching}>
            Refresh
          </Button>
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={query.search}
          defaultValue={query.search}
          placeholder="Name, SSN, e-mail or exam name"
          aria-label="Search"
          allowClear
          enterButton="Search"
          maxLength={100}
          onSearch={(value) => change({ search: value.trim(), pagenumber: STUDENT_EXAMS_FIRST_PAGE })}
          style={{ maxWidth: 420 }}
        />
        <Select
          aria-label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status: AttemptStatus | '') => change({ status, pagenumber: STUDENT_EXAMS_FIRST_PAGE })}
          style={{ width: 180 }}
        />
      </Flex>
      <LoadFailureAlert title="The taken assessments could not be loaded." failure={failure} onRetry={() => void page.refetch()} />
      <Table<StudentExamRow>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.exams ?? []}
        loading={page.isFetching}
        pagination={{
          current: query.pagenumber,
          pageSize: STUDENT_EXAMS_PAGE_SIZE,
          total: page.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => (
            <Typography.Text type="secondary">
              {page.data?.countCapped
                ? `More than ${total.toLocaleString('en')} taken assessments`
                : total === 1
                  ? '1 taken assessment'
                  : `${total} taken assessments`}
            </Typography.Text>
          ),
          onChange: (pagenumber) => change({ pagenumber }),
        }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: failure
            ? 'No taken assessments to show.'
            : query.search !== '' || query.status !== ''
              ? 'No taken assessments match.'
              : 'No applicant has taken an assessment yet.',
        }}
      />
    </section>
  );
}
