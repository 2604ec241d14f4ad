import { ArrowLeftOutlined, ArrowRightOutlined, BarChartOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Flex, Result, Row, Select, Space, Spin, Statistic, Switch, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  PATHS,
  VALIDATION_DIALOG_TITLE,
  itemAnalysisPath,
  markingPath,
  markValue,
  plainText,
  savedGrade,
  type Grade,
  type Question,
} from '@mizan/shared';
import { LoadFailureAlert, skipToken, toCallFailure } from '@mizan/shared/browser';
import { AssessmentFromAddress } from '../components/AssessmentFromAddress';
import { DirectionFrame, directionOf } from '../components/DirectionFrame';
import { PageHeading } from '../components/PageHeading';
import { FeedbackBank } from '../components/grading/FeedbackBank';
import { MarkingNote } from '../components/marking/MarkingNote';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';
import { cockpitMoveOf, isTypingTarget } from '../state/cockpit-keys';
import { useGradeExamMutation, useHandedInSubmissionsQuery, useStudentSolutionQuery } from '../state/grading-api';
import { loadFailure } from '../state/load-failure';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { gradedAnswer } from '../state/graded-answer';
import { markOutOfRangeMessage } from '../state/mark-range-check';
import { STATUS_LABELS, formatDateTime } from '../state/format';
import type { StudentExamRow } from '../state/types';

/** What the grader sees of an applicant: the name, or only the place in the row while grading anonymously. */
function applicantLabel(row: StudentExamRow, position: number, anonymous: boolean): string {
  return anonymous ? `Submission ${position + 1}` : row.studentname;
}

function questionTitle(question: Question, index: number): string {
  const text = (question.headertxt || plainText(question.header)).trim();
  return `Q ${index + 1}${text ? ` · ${text.length > 60 ? `${text.slice(0, 60)}…` : text}` : ''}`;
}

/** The feedback with a bank comment added: on its own line after what is already written. */
export function withComment(feedback: string, comment: string): string {
  const written = feedback.trimEnd();
  return written === '' ? comment : `${written}\n${comment}`;
}

interface Draft {
  /** Which answer the draft belongs to: `${attemptId}:${questionId}`. */
  key: string;
  grade: Grade;
}

/**
 * The grading cockpit (ours, issue 4): one question of an assessment graded
 * across every handed-in submission in a row. Next and previous by button or
 * keyboard (state/cockpit-keys.ts); moving on saves the mark and feedback
 * through admin/gradeexam.php, the same path as the grading view. The
 * answer is shown by mf_questions' QuestionView in gradingModeTeacher
 * (recordings, files and drawings inline). An 'Anonymous' switch hides names
 * and SSNs; the feedback bank offers the assessment's reusable comments.
 */
function GradingCockpit({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [anonymous, setAnonymous] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [gradeExam, { isLoading: saving }] = useGradeExamMutation();
  const submissions = useHandedInSubmissionsQuery(examId, FRESH_ON_OPEN);
  const rows = submissions.data ?? [];
  const wanted = rows.findIndex((row) => row.id === Number(params.get('attempt')));
  const position = wanted >= 0 ? wanted : 0;
  const current: StudentExamRow | undefined = rows[position];

  const sheetLoad = useStudentSolutionQuery(current ? current.id : skipToken, FRESH_ON_OPEN);
  const sheetFailure = loadFailure(sheetLoad);
  const sheet = sheetLoad.data && sheetLoad.data.id === current?.id ? sheetLoad.data : null;
  /**
   * Every question seen in a submission so far, in the order first seen: it stays in view while the
   * next submission loads, and a question drawn from the bank for some applicants stays choosable.
   */
  const seenQuestions = useRef(new Map<string, Question>());
  if (sheet) for (const seen of sheet.answerdquestions) if (!seenQuestions.current.has(seen.id)) seenQuestions.current.set(seen.id, seen);
  const questions = [...seenQuestions.current.values()];
  const questionId = params.get('question') ?? questions[0]?.id ?? null;
  const question = sheet?.answerdquestions.find((candidate) => candidate.id === questionId) ?? null;
  const questionIndex = questions.findIndex((candidate) => candidate.id === questionId);
  const answerKey = sheet && question ? `${sheet.id}:${question.id}` : '';
  const saved: Grade | null = question ? savedGrade(question) : null;
  const grade = draft && draft.key === answerKey ? draft.grade : saved;
  const dirty = grade !== null && saved !== null && (grade.score !== saved.score || grade.feedback !== saved.feedback);
  const direction = directionOf(sheet?.lang);
  // Anonymous marking set on the assessment: the server already sends the pseudonym and no ID, and the switch cannot undo it.
  const serverAnonymous = sheet?.marking?.anonymous === true;
  const hideNames = anonymous && !serverAnonymous;
  /** Set when the grader moved on from the score or feedback: the next answer's score box gets the focus. */
  const focusScore = useRef(false);

  const place = (attempt: number | undefined, nextQuestion: string | null) => {
    const query = new URLSearchParams();
    if (attempt !== undefined) query.set('attempt', String(attempt));
    if (nextQuestion !== null) query.set('question', nextQuestion);
    setParams(query, { replace: true });
  };

  const setGrade = (next: Grade) => setDraft({ key: answerKey, grade: next });

  /** Saves the open answer's mark and feedback when changed; false when the server refused. */
  const save = async (): Promise<boolean> => {
    if (!sheet || !question || !grade || !dirty || !current) return true;
    const outOfRange = markOutOfRangeMessage(questions, (candidate) => (candidate.id === question.id ? grade.score : candidate.score));
    if (outOfRange) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: outOfRange });
      return false;
    }
    try {
      // The answer (the saved sheet) replaces the sheet and its row's figures (state/grading-api.ts).
      const answer = await gradeExam({
        id: sheet.id,
        answerdquestions: [{ id: question.id, score: grade.score, feedback: grade.feedback, rubric: grade.rubric }],
      }).unwrap();
      setDraft(null);
      void message.success(
        <span>
          <bdi>{applicantLabel(current, position, hideNames)}</bdi>: saved (
          <bdi dir="ltr">{`${answer.data.total} / ${answer.data.max}`}</bdi>).
        </span>,
      );
      return true;
    } catch (error) {
      modal.error({ title: VALIDATION_DIALOG_TITLE, content: toCallFailure(error).message });
      return false;
    }
  };

  const move = async (step: 1 | -1) => {
    if (saving || !current) return;
    if (!(await save())) return;
    const next = position + step;
    if (next < 0) {
      void message.info('This is the first submission.');
      return;
    }
    if (next >= rows.length) {
      void message.info('That was the last submission. Choose another question to go on.');
      return;
    }
    place(rows[next].id, questionId);
  };

  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.closest('.ant-modal, .ant-popover, .ant-select-dropdown')) return;
      const wanted = cockpitMoveOf(event, direction);
      if (!wanted) return;
      event.preventDefault();
      focusScore.current = isTypingTarget(event.target);
      void moveRef.current(wanted === 'next' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [direction]);

  useEffect(() => {
    if (!focusScore.current || !answerKey) return;
    focusScore.current = false;
    // The score box is drawn by mf_questions once its component has loaded.
    const timer = window.setTimeout(() => document.getElementById(`${question?.id}-score`)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [answerKey, question?.id]);

  const heading = (
    <PageHeading
      id="cockpit-title"
      title={<bdi>{sheet?.examname ?? rows[0]?.examname ?? 'Grading cockpit'}</bdi>}
      description="Grading cockpit: one question across every submission."
      actions={
        <>
          <Button icon={<BarChartOutlined />} onClick={() => navigate(itemAnalysisPath(examId))}>
            Item analysis
          </Button>
          <Button onClick={() => navigate(markingPath(examId))}>Marking and agreement</Button>
          <Button onClick={() => navigate(PATHS.takenAssessments)}>Taken Assessments</Button>
        </>
      }
    />
  );

  if (submissions.isFetching && !submissions.data) {
    return (
      <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">Loading the submissions…</Typography.Text>
      </Flex>
    );
  }
  if (!submissions.data) {
    return (
      <>
        {heading}
        <LoadFailureAlert
          title="The submissions could not be loaded."
          failure={loadFailure(submissions)}
          onRetry={() => void submissions.refetch()}
        />
      </>
    );
  }
  if (rows.length === 0) {
    return (
      <>
        {heading}
        <Result
          status="info"
          title="No submission to grade yet."
          subTitle="Submissions appear here once applicants hand in this assessment."
        />
      </>
    );
  }

  const previousKey = direction === 'rtl' ? '→' : '←';
  const nextKey = direction === 'rtl' ? '←' : '→';
  const navigation = (
    <Space.Compact>
      <Button
        icon={direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        onClick={() => void move(-1)}
        disabled={position === 0 || saving}
      >
        Previous
      </Button>
      <Button type="primary" onClick={() => void move(1)} loading={saving} disabled={position === rows.length - 1 && !dirty}>
        {dirty ? 'Save and next' : 'Next'} {direction === 'rtl' ? <ArrowLeftOutlined /> : <ArrowRightOutlined />}
      </Button>
    </Space.Compact>
  );

  return (
    <section aria-labelledby="cockpit-title">
      {heading}
      <Flex gap={16} wrap align="end" style={{ marginBottom: 12 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          <Typography.Text type="secondary">Question</Typography.Text>
          <Select
            aria-label="Question"
            value={questionId ?? undefined}
            style={{ width: 340 }}
            options={questions.map((candidate, index) => ({ value: candidate.id, label: questionTitle(candidate, index) }))}
            onChange={(value: string) => {
              void save().then((ok) => ok && place(current?.id, value));
            }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          <Typography.Text type="secondary">Submission</Typography.Text>
          <Select
            aria-label="Submission"
            value={current?.id}
            style={{ width: 280 }}
            options={rows.map((row, index) => ({
              value: row.id,
              label: `${index + 1}. ${applicantLabel(row, index, hideNames)}${row.status === 'graded' ? ' ✓' : ''}`,
            }))}
            onChange={(value: number) => {
              void save().then((ok) => ok && place(value, questionId));
            }}
          />
        </label>
        <Flex align="center" gap={8} style={{ paddingBottom: 4 }}>
          <Switch id="cockpit-anonymous" checked={anonymous || serverAnonymous} disabled={serverAnonymous} onChange={setAnonymous} />
          <label htmlFor="cockpit-anonymous">Anonymous</label>
          {serverAnonymous && <Typography.Text type="secondary">(set for this assessment)</Typography.Text>}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        Keyboard: {nextKey} or Page Down for the next submission, {previousKey} or Page Up for the previous one (outside the score and
        feedback boxes); Ctrl+Enter saves and goes to the next from anywhere. Moving on saves what you changed.
      </Typography.Paragraph>
      <DirectionFrame lang={sheet?.lang ?? null}>
        <Row gutter={[16, 16]} style={{ textAlign: 'start' }}>
          <Col xs={24} lg={16}>
            <Card
              size="small"
              title={
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong data-testid="cockpit-applicant">
                    <bdi>{current ? applicantLabel(current, position, hideNames) : ''}</bdi>
                  </Typography.Text>
                  {!anonymous && current?.ssn && (
                    <Typography.Text type="secondary">
                      SSN <bdi dir="ltr">{current.ssn}</bdi>
                    </Typography.Text>
                  )}
                  <Tag>
                    <bdi dir="ltr">{`${position + 1} / ${rows.length}`}</bdi>
                  </Tag>
                  {current && <Tag color={current.status === 'graded' ? 'green' : 'orange'}>{STATUS_LABELS[current.status]}</Tag>}
                </Flex>
              }
              extra={
                current && (
                  <Typography.Text type="secondary">
                    <bdi dir="ltr">{formatDateTime(current.submitdate)}</bdi>
                  </Typography.Text>
                )
              }
            >
              <LoadFailureAlert
                title="The submission could not be loaded."
                failure={sheetFailure}
                onRetry={() => void sheetLoad.refetch()}
              />
              {!sheet && !sheetFailure && (
                <Flex role="status" justify="center" style={{ padding: 32 }}>
                  <Spin />
                </Flex>
              )}
              {sheet && !question && (
                <Alert
                  type="info"
                  showIcon
                  title="This submission does not hold this question: the applicant did not draw it from the bank, or started before the assessment changed."
                />
              )}
              {sheet && question && grade && (
                <QuestionsArea loadingLabel="Loading the answer…">
                  <MarkingNote marking={sheet.marking} questionId={question.id} />
                  <QuestionView
                    key={answerKey}
                    question={question}
                    mode="gradingModeTeacher"
                    answer={gradedAnswer(question, sheet)}
                    grade={grade}
                    onGrade={setGrade}
                    direction={direction}
                    index={questionIndex + 1}
                  />
                </QuestionsArea>
              )}
            </Card>
            <Flex justify="space-between" align="center" gap={16} wrap style={{ marginTop: 12 }}>
              <Flex gap={24} data-testid="cockpit-totals">
                {sheet && question && (
                  <Statistic
                    title="This question"
                    value={`${grade?.score === '' ? '—' : grade?.score} / ${markValue(question.totalMark)}`}
                    valueRender={(node) => <bdi dir="ltr">{node}</bdi>}
                    styles={{ content: { fontSize: 18 } }}
                  />
                )}
                {sheet && (
                  <Statistic
                    title="Submission total"
                    value={`${sheet.percent}%`}
                    valueRender={(node) => <bdi dir="ltr">{node}</bdi>}
                    styles={{ content: { fontSize: 18 } }}
                  />
                )}
              </Flex>
              <Flex gap={8} wrap>
                <Button icon={<SaveOutlined />} onClick={() => void save()} disabled={!dirty} loading={saving}>
                  Save
                </Button>
                {navigation}
              </Flex>
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <FeedbackBank
              examId={examId}
              disabled={!question || !grade}
              onInsert={(text) => grade && setGrade({ ...grade, feedback: withComment(grade.feedback, text) })}
            />
          </Col>
        </Row>
      </DirectionFrame>
    </section>
  );
}

/** /dashboard/grading/{examId}: the grading cockpit of one assessment. */
export function GradingCockpitPage() {
  return (
    <AssessmentFromAddress
      missingTitle="This address does not say which assessment to grade"
      missingHint="Open the grading cockpit from Taken Assessments or the assessments list."
    >
      {(examId) => <GradingCockpit key={examId} examId={examId} />}
    </AssessmentFromAddress>
  );
}
