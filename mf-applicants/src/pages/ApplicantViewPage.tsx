import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, ConfigProvider, Descriptions, Empty, Flex, Result, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import {
  INTERVIEW_FORMS,
  PATHS,
  RATING_LABELS,
  interviewFormFor,
  interviewQuestionKeys,
  parseNationalId,
  type Applicant,
  type InterviewReview,
  type MaskedField,
  flagsToList,
  mayRevealApplicantData,
} from '@mizan/shared';
import { ApplicantLinksCard, LoadFailureAlert, selectFlags, skipToken, toCallFailure } from '@mizan/shared/browser';
import { ApplicantFormModal, type ApplicantFormMode } from '../components/ApplicantFormModal';
import { AssessmentResults } from '../components/AssessmentResults';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { InterviewModal } from '../components/InterviewModal';
import { MaskedCell } from '../components/MaskedCell';
import { ApplicantMessages } from '../components/messages/ApplicantMessages';
import { applicantsApi, useApplicantForEditQuery, useInterviewQuery, useListApplicantsQuery } from '../state/applicants-api';

const show = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * /applicantViewComponent?id={id}&exammode=examMode (SPEC §2): one
 * applicant's details and their interview review.
 */
export function ApplicantViewPage() {
  const flags = useSelector(selectFlags);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const [modal, setModal] = useState<{ kind: 'interview' | ApplicantFormMode; key: number; open: boolean } | null>(null);

  // The table's list, when it is cached, already holds the applicant; otherwise getapp (it needs an
  // edit permission), or the list itself for staff without one (anyone signed in may read it).
  const { data: cachedList } = applicantsApi.endpoints.listApplicants.useQueryState();
  const inCachedList = cachedList?.applicants.some((candidate) => candidate.id === id) === true;
  const mayEdit = flags.updateinfo || flags.movetoschool;
  const edited = useApplicantForEditQuery(validId && mayEdit && !inCachedList ? { applicantId: id, specializationOnly: false } : skipToken);
  const listed = useListApplicantsQuery(validId && !mayEdit ? undefined : skipToken);
  const list = cachedList ?? listed.data;
  const fromList = list?.applicants.find((candidate) => candidate.id === id) ?? null;
  const applicant = fromList ?? edited.data?.applicant ?? null;
  const scoreColumns = (fromList ? list?.scoreColumns : edited.data?.scoreColumns) ?? [];
  const loading = !applicant && (edited.isFetching || listed.isFetching);
  const editFailure = edited.error && toCallFailure(edited.error);
  const missing = editFailure?.status === 404 || (listed.data !== undefined && !fromList);
  const failure = loading || missing ? undefined : (editFailure ?? listed.error);
  const retry = () => void (edited.error ? edited.refetch() : listed.refetch());

  const review = useInterviewQuery(validId && flags.interview ? id : skipToken);
  const reviewState = !flags.interview ? 'hidden' : review.isFetching ? 'loading' : review.isError ? 'failed' : 'ready';

  if (!validId || missing) {
    return (
      <Result
        status="404"
        title="No such applicant"
        subTitle={validId ? `There is no applicant number ${id}.` : 'The link does not name an applicant.'}
        extra={
          <Link to={PATHS.applicants}>
            <Button>Back to applicants</Button>
          </Link>
        }
      />
    );
  }

  const openModal = (kind: 'interview' | ApplicantFormMode) =>
    setModal((previous) => ({ kind, key: (previous?.key ?? 0) + 1, open: true }));
  const closeModal = () => setModal((previous) => previous && { ...previous, open: false });

  return (
    <section aria-labelledby="applicant-title" style={{ maxWidth: 1100 }}>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12}>
          <Link to={PATHS.applicants} aria-label="Back to applicants">
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title id="applicant-title" level={1} style={{ margin: 0 }}>
            {applicant ? applicant.name : `Applicant ${id}`}
          </Typography.Title>
        </Flex>
        {applicant && (
          <Flex gap={8} wrap>
            {flags.interview && <Button onClick={() => openModal('interview')}>Interview</Button>}
            {flags.updateinfo && <Button onClick={() => openModal('update')}>Update info</Button>}
            {flags.movetoschool && <Button onClick={() => openModal('specialization')}>Change Specialization</Button>}
          </Flex>
        )}
      </Flex>

      <LoadFailureAlert title="The applicant could not be loaded." failure={failure} onRetry={retry} />

      <Spin spinning={loading} description="Loading the applicant…">
        {applicant ? (
          <ApplicantDetails applicant={applicant} mayReveal={mayRevealApplicantData(flagsToList(flags))} />
        ) : (
          <Card style={{ minHeight: 160 }} />
        )}
      </Spin>

      <Card title="Interview" style={{ marginTop: 16 }}>
        <InterviewSection applicant={applicant} review={review.data ?? null} state={reviewState} onRetry={() => void review.refetch()} />
      </Card>

      <Card title="Assessment results" style={{ marginTop: 16 }}>
        {applicant && <AssessmentResults applicant={applicant} columns={scoreColumns} mayPrint={flags.ans || flags.download} />}
      </Card>

      {applicant && flags.updateinfo && <ApplicantMessages applicantId={applicant.id} name={applicant.name} />}
      {applicant && <ApplicantLinksCard applicantId={applicant.id} />}

      {applicant && (flags.updateinfo || flags.interview) && (
        <Card title="History" style={{ marginTop: 16 }}>
          <HistoryTimeline applicantId={applicant.id} />
        </Card>
      )}

      {applicant && modal?.kind === 'interview' && (
        <InterviewModal key={modal.key} applicant={applicant} open={modal.open} onClose={closeModal} />
      )}
      {applicant && modal && modal.kind !== 'interview' && (
        <ApplicantFormModal
          key={modal.key}
          mode={modal.kind}
          applicantId={applicant.id}
          schools={[]}
          open={modal.open}
          onClose={closeModal}
        />
      )}
    </section>
  );
}

function ApplicantDetails({ applicant, mayReveal }: { applicant: Applicant; mayReveal: boolean }) {
  const born = parseNationalId(applicant.ssn);
  const masked = (field: MaskedField, value: string) =>
    applicant.masked?.includes(field) ? <MaskedCell applicant={applicant} field={field} mayReveal={mayReveal} /> : value;
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        size="small"
        items={[
          { key: 'id', label: '#', children: applicant.id },
          { key: 'ssn', label: 'SSN(ID)', children: masked('ssn', applicant.ssn) },
          { key: 'born', label: 'From the national ID', children: born ? `Born ${born.birthDate} · ${born.governorate}` : '—' },
          { key: 'gender', label: 'Gender', children: applicant.gender === 'male' ? 'Male' : 'Female' },
          { key: 'email', label: 'Email', children: applicant.email },
          { key: 'mobile', label: 'Mobile', children: applicant.mobile },
          { key: 'school', label: 'School', children: show(applicant.school) },
          { key: 'std_code', label: 'Unified code', children: show(applicant.std_code) },
          { key: 'position', label: 'Position', children: show(applicant.position) },
          { key: 'prep', label: 'Prep. Score', children: show(applicant.prep_mark) },
          { key: 'math', label: 'Math. Score', children: show(applicant.math) },
          { key: 'english', label: 'Eng. Score', children: show(applicant.english) },
          { key: 'career', label: 'Career Interest', children: show(applicant.career) },
          { key: 'cmatch', label: 'Career match', children: show(applicant.cmatch) },
          { key: 'job', label: 'Job', children: show(applicant.job) },
          {
            key: 'extra_time_percent',
            label: 'Extra time',
            children: applicant.extra_time_percent > 0 ? `${applicant.extra_time_percent} %` : 'None',
          },
          { key: 'review', label: 'My Review (100)', children: applicant.interview === null ? '—' : applicant.interview.toFixed(2) },
          { key: 'enrolled', label: 'Enrolled?', children: show(applicant.enrolled) },
          { key: 'competent', label: 'has Psychological problem?', children: masked('competent', show(applicant.competent)) },
        ]}
      />
    </Card>
  );
}

interface InterviewSectionProps {
  applicant: Applicant | null;
  review: InterviewReview | null;
  state: 'loading' | 'ready' | 'failed' | 'hidden';
  onRetry: () => void;
}

function InterviewSection({ applicant, review, state, onRetry }: InterviewSectionProps) {
  const form = review ? INTERVIEW_FORMS[review.form] : applicant ? interviewFormFor(applicant.job) : null;
  const rows = useMemo(
    () =>
      review && form
        ? interviewQuestionKeys(form.size).map((key, index) => ({ key, criterion: form.criteria[index], rating: review.answers[key] }))
        : [],
    [review, form],
  );
  if (state === 'hidden') {
    return <Typography.Text type="secondary">Interview reviews are shown to staff with the Interviews permission.</Typography.Text>;
  }
  if (state === 'loading') return <Spin description="Loading the interview…">{<div style={{ minHeight: 60 }} />}</Spin>;
  if (state === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        title="The interview could not be loaded."
        action={
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!review || !form) return <Empty description="No interview has been recorded yet." image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text strong>{review.parent.toFixed(2)} / 100</Typography.Text>
        <Typography.Text type="secondary">
          {' '}
          · {form.size} criteria{review.reviewer ? ` · by ${review.reviewer}` : ''}
          {review.at ? ` · ${new Date(review.at).toLocaleString()}` : ''}
        </Typography.Text>
      </Typography.Paragraph>
      <ConfigProvider direction="rtl">
        <div dir="rtl" lang="ar">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {form.title}
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            columns={[
              { title: '#', key: 'index', width: 48, render: (_: unknown, __: unknown, index: number) => index + 1 },
              { title: 'المعيار', dataIndex: 'criterion' },
              {
                title: 'التقدير',
                dataIndex: 'rating',
                width: 140,
                render: (rating: number | undefined) => (rating ? `${rating} ${RATING_LABELS[rating] ?? ''}` : '—'),
              },
            ]}
          />
          {review.notes && <Typography.Paragraph style={{ marginTop: 12 }}>ملاحظات: {review.notes}</Typography.Paragraph>}
        </div>
      </ConfigProvider>
    </>
  );
}
