import { Button, Card, ConfigProvider, Divider, Flex, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  ANSWER_SETUP_TITLE,
  GO_TO_ANSWER_MODE,
  GO_TO_SETUP_MODE,
  QUESTION_SETUP_TITLE,
  QUESTION_TYPE_INFO,
  plainText,
  type ExamQuestion,
  type Question,
  type QuestionAnswer,
  type QuestionMode,
  type QuestionType,
  type RichText,
} from '@mizan/shared';
import type { QuestionTypeUI } from '../../types/question-type-ui';
import { QUESTION_TYPE_UIS } from '../../types/registry';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { RichTextView } from '../rich-text/RichTextView';
import { CommonFieldsPanel } from './CommonFieldsPanel';
import { GradingPanel, type Grade } from './GradingPanel';
import { OBJECTIVE_PREFIX, questionLabel } from './labels';
import { answerFor, examViewOf, isFullQuestion } from './question-kinds';

export type Direction = 'ltr' | 'rtl';

export interface QuestionFrameProps {
  /** A full question; in examMode an applicant's projection (toExamView) is enough, and a full one is projected. */
  question: Question | ExamQuestion;
  mode: QuestionMode;
  /** The applicant's answer (examMode and the grading modes). */
  answer?: QuestionAnswer | null;
  /** editingMode and answeringMode: the changed question. The mode toggle also goes through here (question.mode). */
  onChange?: (question: Question) => void;
  /** examMode: each change of the answer, at once. Without it the exam body is read-only (a preview). */
  onAnswer?: (answer: QuestionAnswer) => void;
  /** The grading modes: score and feedback; the question's own score and feedback unless given. */
  grade?: Grade;
  /** gradingModeTeacher: each change of score or feedback. */
  onGrade?: (grade: Grade) => void;
  /** 'rtl' for Arabic assessments (lang 'Ar'): every mode, drag and drop included. */
  direction?: Direction;
  /** The question's place in the exam, shown as 'Q {index}'. */
  index?: number;
}

/**
 * Every type's UI by its type. The registry pairs each type with the UI of
 * that same type, so handing a UI a question (and answer) of its own type is
 * sound; TypeScript cannot follow that through a union, hence one widening here.
 */
function uiFor(type: QuestionType): QuestionTypeUI<QuestionType> | undefined {
  return QUESTION_TYPE_UIS[type] as QuestionTypeUI<QuestionType> | undefined;
}

const MODE_TITLES: Partial<Record<QuestionMode, string>> = {
  editingMode: QUESTION_SETUP_TITLE,
  answeringMode: ANSWER_SETUP_TITLE,
};

function Unavailable({ title, detail }: { title: string; detail: string }) {
  return <Result status="warning" title={title} subTitle={detail} style={{ padding: 24 }} />;
}

/** The heading row of the exam and grading modes: 'Q 1', the mark, 'Required'. */
function ExamHeading({ question, index }: { question: Question | ExamQuestion; index?: number }) {
  const mark = question.totalMark.trim();
  return (
    <Flex gap={8} align="center" wrap>
      {index !== undefined && (
        <Typography.Text strong className="mizan-question-label">
          {questionLabel(index)}
        </Typography.Text>
      )}
      {mark !== '' && (
        <Tag>
          <bdi dir="ltr">{mark === '1' ? '1 mark' : `${mark} marks`}</bdi>
        </Tag>
      )}
      {question.required && <Tag color="red">Required</Tag>}
    </Flex>
  );
}

function Objective({ question }: { question: Question | ExamQuestion }) {
  if (!question.showObjectives || question.objectives.trim() === '') return null;
  return (
    <Typography.Paragraph type="secondary" className="mizan-objective" style={{ marginBottom: 8 }}>
      {OBJECTIVE_PREFIX} {question.objectives}
    </Typography.Paragraph>
  );
}

/**
 * The frame around every question type (SPEC §2 "Question editors"): the
 * header (edited in editingMode, shown otherwise), the mode heading and the
 * toggle between 'Question Setup' and 'Correct answer setup', the common
 * fields, the 'Q {index}' label and objective in the exam, and the grading
 * panel; the type draws only its body (src/types/<type>). Right-to-left
 * questions get antd's rtl direction inside the frame whatever the page's.
 */
export function QuestionFrame({ question, mode, answer, onChange, onAnswer, grade, onGrade, direction = 'ltr', index }: QuestionFrameProps) {
  const ui = uiFor(question.type);
  const info = QUESTION_TYPE_INFO[question.type];
  let body: ReactNode;
  let title: ReactNode = MODE_TITLES[mode];
  let extra: ReactNode = null;

  if (!ui) {
    body = <Unavailable title={`${info?.label ?? question.type} questions are not available yet`} detail="This question type cannot be shown here yet. The rest of the page works as usual." />;
  } else if (mode === 'examMode') {
    const view = examViewOf(question);
    title = index !== undefined || view.totalMark.trim() !== '' || view.required ? <ExamHeading question={view} index={index} /> : undefined;
    body = (
      <>
        <Objective question={view} />
        <RichTextView value={view.header} direction={direction} />
        <div className="mizan-question-body" style={{ marginTop: 12 }}>
          <ui.Exam question={view} answer={answerFor(view, answer)} onAnswer={(next) => onAnswer?.(next)} disabled={!onAnswer} direction={direction} />
        </div>
      </>
    );
  } else if (!isFullQuestion(question)) {
    body = <Unavailable title="This view needs the full question" detail="An applicant's copy of a question carries no answer key, so it can only be shown in exam mode." />;
  } else if (mode === 'editingMode' || mode === 'answeringMode') {
    const change = (next: Question) => onChange?.(next);
    const editing = mode === 'editingMode';
    if (onChange) {
      extra = (
        <Button onClick={() => change({ ...question, mode: editing ? 'answeringMode' : 'editingMode' })}>
          {editing ? GO_TO_ANSWER_MODE : GO_TO_SETUP_MODE}
        </Button>
      );
    }
    body = editing ? (
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong id={`${question.id}-header-label`}>
            Question header
          </Typography.Text>
          <RichTextEditor
            value={question.header}
            onChange={(header: RichText) => change({ ...question, header, headertxt: plainText(header) })}
            direction={direction}
            placeholder="Write the question here"
            ariaLabel="Question header"
          />
        </div>
        <ui.Setup question={question} onChange={change} direction={direction} />
        <Divider style={{ margin: '4px 0' }} />
        <CommonFieldsPanel question={question} onChange={change} />
      </Flex>
    ) : (
      <Flex vertical gap={12}>
        <RichTextView value={question.header} direction={direction} />
        <ui.AnswerKey question={question} onChange={change} direction={direction} />
      </Flex>
    );
  } else {
    const given = grade ?? { score: question.score, feedback: question.feedback };
    title = <ExamHeading question={question} index={index} />;
    body = (
      <Flex vertical gap={12}>
        <Objective question={question} />
        <RichTextView value={question.header} direction={direction} />
        <ui.Review question={question} answer={answerFor(question, answer)} direction={direction} />
        <Divider style={{ margin: '4px 0' }} />
        <GradingPanel mode={mode} totalMark={question.totalMark} grade={given} onGrade={onGrade} idPrefix={question.id} />
      </Flex>
    );
  }

  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} className="mizan-question" data-question-type={question.type} data-mode={mode}>
        <Card size="small" title={title} extra={extra} styles={{ body: { padding: 16 } }}>
          {body}
        </Card>
      </div>
    </ConfigProvider>
  );
}
