import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Affix, Alert, App, Button, Descriptions, Flex, Result, Spin, Statistic, Tag, Typography, theme } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  VALIDATION_DIALOG_TITLE,
  isDrawSlot,
  markValue,
  parseMark,
  roundMark,
  toExamView,
  type Assessment,
  type Question,
  type QuestionAnswer,
} from '@mizan/shared';
import { LoadFailureAlert, skipToken, toCallFailure } from '@mizan/shared/browser';
import { DirectionFrame, directionOf } from '../components/DirectionFrame';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';
import type { Grade } from '../federation/question-components';
import { useGetAssessmentQuery } from '../state/assessments-api';
import { useGradeExamMutation, useGradedExamQuery, useStudentSolutionQuery } from '../state/grading-api';
import { loadFailure } from '../state/load-failure';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { gradedAnswer } from '../state/graded-answer';
import { markOutOfRangeMessage } from '../state/mark-range-check';
import { STATUS_LABELS, careerInWords, formatDateTime, minutesInWords } from '../state/format';
import { parseViewRoute, type ViewKind } from '../state/view-route';
import { LIST_PATH } from './AssessmentsPage';
import { TAKEN_PATH } from './StudentsExamsPage';

export const SAVE_GRADING = 'Save Grading';
/** The seed's preview seed: a full question shown in examMode outside an attempt is shuffled with it. */
export const PREVIEW_SEED = 'preview';

function Heading({ title, subtitle, centered }: { title: string; subtitle?: string; centered: boolean }) {
  return (
    <div style={{ textAlign: centered ? 'center' : 'start', marginBottom: 16 }}>
      <Typography.Title id="view-title" level={1} style={{ margin: 0 }}>
        <bdi>{title}</bdi>
      </Typography.Title>
      {subtitle && (
        <Typography.Text type="secondary">
          <bdi>{subtitle}</bdi>
        </Typography.Text>
      )}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}

/**
 * The preview (examMode) and the plain view (any other mode) of an
 * assessment: its questions as applicants see them, through QuestionView in
 * examMode on toExamView projections (no answer key reaches the page). The
 * preview can be answered to try it; nothing is saved. The plain view is
 * read-only and leads back to /dashboard/assessments.
 */
function AssessmentPreview({ id, kind }: { id: number; kind: 'preview' | 'plain' }) {
  const navigate = useNavigate();
  const loaded = useGetAssessmentQuery(id, FRESH_ON_OPEN);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const assessment: Assessment | null = loaded.data ?? null;
  // A draw slot stands in the list where its questions go; it is shown as what it draws, numbered as the questions it stands for.
  const views = useMemo(() => {
    let number = 1;
    return (assessment?.questions ?? []).map((item) => {
      const first = number;
      number += isDrawSlot(item) ? item.count : 1;
      return isDrawSlot(item) ? { slot: item, number: first } : { view: toExamView(item, PREVIEW_SEED), number: first };
    });
  }, [assessment]);
  const direction = directionOf(assessment?.lang);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)} type={kind === 'plain' ? 'primary' : 'default'}>
      {kind === 'plain' ? 'Done' : 'Back to assessments'}
    </Button>
  );

  if (loaded.isFetching && !assessment) return <Loading label="Loading the assessment…" />;
  if (!assessment) {
    return (
      <>
        <LoadFailureAlert title="The assessment could not be loaded." failure={loadFailure(loaded)} onRetry={() => void loaded.refetch()} />
        {back}
      </>
    );
  }
  return (
    <DirectionFrame lang={assessment.lang}>
      <section aria-labelledby="view-title">
        <Heading
          title={assessment.name}
          subtitle={kind === 'preview' ? 'Preview: what applicants see. Answers given here are not saved.' : 'The assessment as applicants see it.'}
          centered={direction === 'rtl'}
        />
        <Flex gap={8} wrap justify={direction === 'rtl' ? 'center' : 'start'} style={{ marginBottom: 16 }}>
          {/* English labels inside an Arabic page: each isolated, so '1 trial' does not read 'trial 1'. */}
          <Tag>
            <bdi>{assessment.lang === 'Ar' ? 'Arabic' : 'English'}</bdi>
          </Tag>
          <Tag>
            <bdi>{assessment.istimed === 1 && assessment.duration ? `Timed: ${minutesInWords(assessment.duration)}` : 'Not timed'}</bdi>
          </Tag>
          <Tag>
            <bdi>{assessment.nooftrials === 1 ? '1 trial' : `${assessment.nooftrials} trials`}</bdi>
          </Tag>
          <Tag color={assessment.published === '1' ? 'green' : undefined}>
            <bdi>{assessment.published === '1' ? 'Published' : 'Not published'}</bdi>
          </Tag>
        </Flex>
        <div style={{ textAlign: 'start' }}>
          {views.length === 0 ? (
            <Result status="info" title="This assessment has no questions yet." />
          ) : (
            <QuestionsArea>
              <Flex vertical gap={16}>
                {views.map(({ view, slot, number }) =>
                  slot ? (
                    <Alert
                      key={slot.id}
                      type="info"
                      showIcon
                      data-testid={`draw-slot-${slot.id}`}
                      message={<bdi>{slot.count === 1 ? `Question ${number}: drawn for each applicant` : `Questions ${number} to ${number + slot.count - 1}: drawn for each applicant`}</bdi>}
                      description={<bdi>{slot.headertxt}</bdi>}
                    />
                  ) : (
                  <QuestionView
                    key={view.id}
                    question={view}
                    mode="examMode"
                    index={number}
                    direction={direction}
                    answer={answers[view.id] ?? null}
                    onAnswer={kind === 'preview' ? (answer) => setAnswers((previous) => ({ ...previous, [view.id]: answer })) : undefined}
                  />
                  ),
                )}
              </Flex>
            </QuestionsArea>
          )}
        </div>
        <Flex justify="center" style={{ marginTop: 24 }}>
          {back}
        </Flex>
      </section>
    </DirectionFrame>
  );
}

/** The total so far: every mark given (an empty score counts 0), out of the questions' total marks. */
export function gradingTotals(questions: readonly Question[], grades: Readonly<Record<string, Grade>>) {
  let total = 0;
  let max = 0;
  let ungraded = 0;
  for (const question of questions) {
    max += markValue(question.totalMark);
    const score = parseMark(grades[question.id]?.score ?? question.score);
    if (score === null) ungraded += 1;
    else total += score;
  }
  total = roundMark(total);
  max = roundMark(max);
  return { total, max, percent: max > 0 ? roundMark((total / max) * 100) : 0, ungraded };
}

/** Figures read left to right on an Arabic page too ('2 / 6', not '6 / 2'). */
const ltr = (node: ReactNode) => <bdi dir="ltr">{node}</bdi>;
const FIGURE_STYLES = { title: { marginBottom: 0, fontSize: 12 }, content: { fontSize: 20 } };

/**
 * One submission: gradingModeTeacher (each answered question with an
 * editable score 0..totalMark and feedback, automatic marks pre-filled, the
 * total and percent live, 'Save Grading' then /dashboard/StudentsExams) or
 * gradingModeStudent (MSTMG: the same, read-only).
 */
function GradingView({ id, editable }: { id: number; editable: boolean }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const [grades, setGrades] = useState<Record<string, Grade>>({});
  const [gradeExam, { isLoading: saving }] = useGradeExamMutation();
  const forGrading = useStudentSolutionQuery(editable ? id : skipToken, FRESH_ON_OPEN);
  const asGraded = useGradedExamQuery(editable ? skipToken : id, FRESH_ON_OPEN);
  const loaded = editable ? forGrading : asGraded;
  const sheet = loaded.data;
  const questions = sheet?.answerdquestions ?? [];
  const totals = gradingTotals(questions, grades);
  const direction = directionOf(sheet?.lang);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(TAKEN_PATH)}>
      Taken Assessments
    </Button>
  );

  const overrides = () =>
    questions
      .filter((question) => {
        const grade = grades[question.id];
        return grade && (grade.score !== question.score || grade.feedback !== question.feedback);
      })
      .map((question) => ({ id: question.id, score: grades[question.id].score, feedback: grades[question.id].feedback }));

  const save = async () => {
    if (!sheet) return;
    try {
      const answer = await gradeExam({ id: sheet.id, answerdquestions: overrides() }).unwrap();
      navigate(TAKEN_PATH);
      modal.success({ title: 'Success', content: answer.msg });
    } catch (error) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: toCallFailure(error).message });
    }
  };

  const saveGrading = () => {
    const outOfRange = markOutOfRangeMessage(questions, (question) => grades[question.id]?.score ?? question.score);
    if (outOfRange) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: outOfRange });
      return;
    }
    if (totals.ungraded === 0) {
      void save();
      return;
    }
    modal.confirm({
      title: 'Save without every score?',
      content: `${totals.ungraded === 1 ? '1 question still has' : `${totals.ungraded} questions still have`} no score. The submission counts as graded once every question has one.`,
      okText: 'Save',
      cancelText: 'Keep grading',
      onOk: () => {
        void save();
      },
    });
  };

  if (loaded.isFetching && !sheet) return <Loading label="Loading the submission…" />;
  if (!sheet) {
    return (
      <>
        <LoadFailureAlert title="The submission could not be loaded." failure={loadFailure(loaded)} onRetry={() => void loaded.refetch()} />
        {back}
      </>
    );
  }

  return (
    <DirectionFrame lang={sheet.lang}>
      <section aria-labelledby="view-title">
        <Heading title={sheet.examname} subtitle={editable ? 'Grading' : 'Result (read-only)'} centered={direction === 'rtl'} />
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          style={{ marginBottom: 16, textAlign: 'start' }}
          items={[
            { key: 'name', label: 'Name', children: <bdi>{sheet.studentname}</bdi> },
            { key: 'ssn', label: 'SSN', children: <bdi dir="ltr">{sheet.ssn}</bdi> },
            { key: 'submitted', label: 'Submission date', children: <bdi dir="ltr">{formatDateTime(sheet.submitdate)}</bdi> },
            { key: 'status', label: 'Status', children: STATUS_LABELS[sheet.status] },
            ...(sheet.career ? [{ key: 'career', label: 'Career result', children: <bdi>{`${sheet.career} (${careerInWords(sheet.career)})`}</bdi> }] : []),
            ...(sheet.gradedBy ? [{ key: 'graded', label: 'Graded by', children: `${sheet.gradedBy}${sheet.gradedAt ? `, ${formatDateTime(sheet.gradedAt)}` : ''}` }] : []),
          ]}
        />
        {sheet.status === 'inprogress' && (
          <Alert type="warning" showIcon title="The applicant has not submitted this attempt yet." style={{ marginBottom: 16 }} />
        )}
        <div style={{ textAlign: 'start' }}>
          {questions.length === 0 ? (
            <Result status="info" title="No answered questions." />
          ) : (
            <QuestionsArea>
              <Flex vertical gap={16}>
                {questions.map((question, index) => (
                  <QuestionView
                    key={question.id}
                    question={question}
                    mode={editable ? 'gradingModeTeacher' : 'gradingModeStudent'}
                    answer={gradedAnswer(question, sheet)}
                    grade={grades[question.id] ?? { score: question.score, feedback: question.feedback }}
                    onGrade={editable ? (grade) => setGrades((previous) => ({ ...previous, [question.id]: grade })) : undefined}
                    direction={direction}
                    index={index + 1}
                  />
                ))}
              </Flex>
            </QuestionsArea>
          )}
        </div>
        {/* The total and Save Grading stay in view at the bottom while the teacher scrolls through the answers. */}
        <Affix offsetBottom={12}>
          <Flex
            data-testid="grading-bar"
            align="center"
            justify="space-between"
            gap={16}
            wrap
            style={{
              marginTop: 24,
              padding: '8px 16px',
              background: token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadowTertiary,
            }}
          >
            <Flex data-testid="grading-total" role="status" aria-live="polite" gap={32} wrap>
              <Statistic title="Total" value={`${totals.total} / ${totals.max}`} valueRender={ltr} styles={FIGURE_STYLES} />
              <Statistic title="Percent" value={`${totals.percent}%`} valueRender={ltr} styles={FIGURE_STYLES} />
              {totals.ungraded > 0 && <Statistic title="Without a score" value={totals.ungraded} styles={FIGURE_STYLES} />}
            </Flex>
            <Flex gap={8} wrap>
              {back}
              {editable && (
                <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={saveGrading}>
                  {SAVE_GRADING}
                </Button>
              )}
            </Flex>
          </Flex>
        </Affix>
      </section>
    </DirectionFrame>
  );
}

/**
 * /assessmentViewComponent (SPEC §2 "Assessment view/grading"). The query is
 * read both ways SPEC gives (state/view-route.ts); the mode picks the view.
 */
export function AssessmentViewPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const route = useMemo(() => parseViewRoute(search), [search]);
  const kind: ViewKind = route.kind;

  if (route.id === null) {
    return (
      <Result
        status="warning"
        title="This address does not say which assessment to show"
        subTitle="Open the assessment from the assessments list or from Taken Assessments."
        extra={<Button onClick={() => navigate(LIST_PATH)}>Assessments</Button>}
      />
    );
  }
  if (kind === 'teacher') return <GradingView key={`teacher:${route.id}`} id={route.id} editable />;
  if (kind === 'student') return <GradingView key={`student:${route.id}`} id={route.id} editable={false} />;
  return <AssessmentPreview key={`${kind}:${route.id}`} id={route.id} kind={kind} />;
}
