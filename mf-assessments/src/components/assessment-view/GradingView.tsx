import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Affix, Alert, App, Button, Descriptions, Flex, Result, Statistic, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, VALIDATION_DIALOG_TITLE, savedGrade, type Grade } from '@mizan/shared';
import { LoadFailureAlert, skipToken, toCallFailure } from '@mizan/shared/browser';
import { QuestionView, QuestionsArea } from '../../federation/questions-remote';
import { MarkingNote } from '../marking/MarkingNote';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import { STATUS_LABELS, careerInWords, formatDateTime } from '../../state/format';
import { gradedAnswer } from '../../state/graded-answer';
import { useGradeExamMutation, useGradedExamQuery, useStudentSolutionQuery } from '../../state/grading-api';
import { gradingTotals } from '../../state/grading-totals';
import { loadFailure } from '../../state/load-failure';
import { markOutOfRangeMessage } from '../../state/mark-range-check';
import { DirectionFrame, directionOf } from '../DirectionFrame';
import { ViewHeading } from './ViewHeading';
import { ViewLoading } from './ViewLoading';

export const SAVE_GRADING = 'Save Grading';

/** Figures read left to right on an Arabic page too ('2 / 6', not '6 / 2'). */
const ltr = (node: ReactNode) => <bdi dir="ltr">{node}</bdi>;
const FIGURE_STYLES = { title: { marginBottom: 0, fontSize: 12 }, content: { fontSize: 20 } };

/**
 * One submission: gradingModeTeacher (each answered question with an
 * editable score 0..totalMark and feedback, automatic marks pre-filled, the
 * total and percent live, 'Save Grading' then /dashboard/StudentsExams) or
 * gradingModeStudent (MSTMG: the same, read-only).
 */
export function GradingView({ id, editable }: { id: number; editable: boolean }) {
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
  const totals = gradingTotals({ answerdquestions: questions, unanswered: sheet?.unanswered ?? [] }, grades);
  const direction = directionOf(sheet?.lang);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.takenAssessments)}>
      Taken Assessments
    </Button>
  );

  const overrides = () =>
    questions
      .filter((question) => {
        const grade = grades[question.id];
        return grade && (grade.score !== question.score || grade.feedback !== question.feedback);
      })
      .map((question) => ({
        id: question.id,
        score: grades[question.id].score,
        feedback: grades[question.id].feedback,
        rubric: grades[question.id].rubric,
      }));

  const save = async () => {
    if (!sheet) return;
    try {
      const answer = await gradeExam({ id: sheet.id, answerdquestions: overrides() }).unwrap();
      navigate(PATHS.takenAssessments);
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

  if (loaded.isFetching && !sheet) return <ViewLoading label="Loading the submission…" />;
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
        <ViewHeading title={sheet.examname} subtitle={editable ? 'Grading' : 'Result (read-only)'} centered={direction === 'rtl'} />
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          style={{ marginBottom: 16, textAlign: 'start' }}
          items={[
            { key: 'name', label: 'Name', children: <bdi>{sheet.studentname}</bdi> },
            // Anonymous marking sends no ID (and a pseudonym for the name) until an administrator reveals.
            ...(sheet.ssn ? [{ key: 'ssn', label: 'SSN', children: <bdi dir="ltr">{sheet.ssn}</bdi> }] : []),
            { key: 'submitted', label: 'Submission date', children: <bdi dir="ltr">{formatDateTime(sheet.submitdate)}</bdi> },
            { key: 'status', label: 'Status', children: STATUS_LABELS[sheet.status] },
            ...(sheet.career
              ? [{ key: 'career', label: 'Career result', children: <bdi>{`${sheet.career} (${careerInWords(sheet.career)})`}</bdi> }]
              : []),
            ...(sheet.gradedBy
              ? [
                  {
                    key: 'graded',
                    label: 'Graded by',
                    children: `${sheet.gradedBy}${sheet.gradedAt ? `, ${formatDateTime(sheet.gradedAt)}` : ''}`,
                  },
                ]
              : []),
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
                  <div key={question.id}>
                    <MarkingNote marking={sheet.marking} questionId={question.id} />
                    <QuestionView
                      question={question}
                      mode={editable ? 'gradingModeTeacher' : 'gradingModeStudent'}
                      answer={gradedAnswer(question, sheet)}
                      grade={grades[question.id] ?? savedGrade(question)}
                      onGrade={editable ? (grade) => setGrades((previous) => ({ ...previous, [question.id]: grade })) : undefined}
                      direction={direction}
                      index={index + 1}
                    />
                  </div>
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
