import { Button, ConfigProvider, Divider, Flex, Spin, Tag, Typography } from 'antd';
import { Suspense, useContext, type ReactNode } from 'react';
import {
  ANSWER_SETUP_TITLE,
  GO_TO_ANSWER_MODE,
  GO_TO_SETUP_MODE,
  QUESTION_SETUP_TITLE,
  QUESTION_TYPE_INFO,
  applicantText,
  mayCarryRubric,
  plainText,
  savedGrade,
  type Direction,
  type ExamQuestion,
  type Question,
  type QuestionFrameProps,
  type QuestionMode,
  type QuestionType,
  type RichText,
  type RubricFields,
} from '@mizan/shared';
import { LazyResult } from '@mizan/shared/browser';
import { EXAM_VIEW_LOADERS, lazyExamView, lazyStaffPart } from '../../types/type-parts';
import { RenderWhenNear } from '../lazy/RenderWhenNear';
import { CallWhenShown } from './CallWhenShown';
import { ExamViewBoundary } from './ExamViewBoundary';
import { reservedExamHeight } from './reserved-exam-height';
import { FrameCard } from './FrameCard';
import { LazyRichTextEditor as RichTextEditor } from '../rich-text/LazyRichTextEditor';
import { RichTextView } from '../rich-text/RichTextView';
import {
  LazyCommonFieldsPanel as CommonFieldsPanel,
  LazyGradingPanel as GradingPanel,
  LazyRubricEditor as RubricEditor,
} from './frame-panels';
import { answerFor, examViewOf, isFullQuestion } from './question-kinds';

/** Whether this build has `type`'s UI (a type missing shows a clear "not available" result instead of crashing). */
const hasUI = (type: QuestionType) => EXAM_VIEW_LOADERS[type] !== undefined;

/**
 * Shown while a part's code arrives (a type's own chunk, the first time that
 * type shows). With `height`, exactly the space the part is expected to take.
 */
function PartLoading({ height }: { height?: number }) {
  return (
    <Flex justify="center" align="center" style={height === undefined ? { padding: 16 } : { height, overflow: 'hidden' }}>
      <Spin size="small" />
    </Flex>
  );
}

const MODE_TITLES: Partial<Record<QuestionMode, string>> = {
  editingMode: QUESTION_SETUP_TITLE,
  answeringMode: ANSWER_SETUP_TITLE,
};

function Unavailable({ title, detail }: { title: string; detail: string }) {
  return <LazyResult status="warning" title={title} subTitle={detail} style={{ padding: 24 }} />;
}

/**
 * The heading row of the exam and grading modes: 'Q 1', the mark, 'Required'
 * (SPEC's English), or their Arabic in a right-to-left assessment. A heading
 * (h2 under the page's h1), so screen readers can jump from question to question.
 */
function ExamHeading({ question, index, direction }: { question: Question | ExamQuestion; index?: number; direction: Direction }) {
  const text = applicantText(direction);
  const mark = question.totalMark.trim();
  return (
    <Flex gap={8} align="center" wrap>
      {index !== undefined && (
        <Typography.Title level={2} className="mizan-question-label" style={{ fontSize: 'inherit', margin: 0 }}>
          {text.questionLabel(index)}
        </Typography.Title>
      )}
      {mark !== '' && <Tag>{text.marks(mark)}</Tag>}
      {question.required && <Tag color="red">{text.required}</Tag>}
    </Flex>
  );
}

function Objective({ question, direction }: { question: Question | ExamQuestion; direction: Direction }) {
  if (!question.showObjectives || question.objectives.trim() === '') return null;
  return (
    <Typography.Paragraph type="secondary" className="mizan-objective" style={{ marginBottom: 8 }}>
      {applicantText(direction).objective} <bdi>{question.objectives}</bdi>
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
export function QuestionFrame({
  question,
  mode,
  answer,
  onChange,
  onAnswer,
  grade,
  onGrade,
  direction = 'ltr',
  index,
  onShown,
}: QuestionFrameProps) {
  // The page's direction, from the nearest ConfigProvider (antd's default is left to right).
  const aroundDirection = useContext(ConfigProvider.ConfigContext).direction ?? 'ltr';
  const available = hasUI(question.type);
  const info = QUESTION_TYPE_INFO[question.type];
  let body: ReactNode;
  let title: ReactNode = MODE_TITLES[mode];
  let extra: ReactNode = null;

  if (!available) {
    body = (
      <Unavailable
        title={`${info?.label ?? question.type} questions are not available yet`}
        detail="This question type cannot be shown here yet. The rest of the page works as usual."
      />
    );
  } else if (mode === 'examMode') {
    const view = examViewOf(question);
    const words = applicantText(direction);
    const reserved = <PartLoading height={reservedExamHeight(view)} />;
    title =
      index !== undefined || view.totalMark.trim() !== '' || view.required ? (
        <ExamHeading question={view} index={index} direction={direction} />
      ) : undefined;
    body = (
      <>
        <Objective question={view} direction={direction} />
        <RichTextView value={view.header} direction={direction} />
        <div className="mizan-question-body" style={{ marginTop: 12 }}>
          <RenderWhenNear placeholder={reserved}>
            <ExamViewBoundary words={{ title: words.questionNotLoaded, retry: words.tryAgain }}>
              {() => {
                const ExamView = lazyExamView(question.type)!;
                return (
                  <Suspense fallback={reserved}>
                    <ExamView
                      question={view}
                      answer={answerFor(view, answer)}
                      onAnswer={(next) => onAnswer?.(next)}
                      disabled={!onAnswer}
                      direction={direction}
                    />
                    {onShown && <CallWhenShown onShown={onShown} />}
                  </Suspense>
                );
              }}
            </ExamViewBoundary>
          </RenderWhenNear>
        </div>
      </>
    );
  } else if (!isFullQuestion(question)) {
    body = (
      <Unavailable
        title="This view needs the full question"
        detail="An applicant's copy of a question carries no answer key, so it can only be shown in exam mode."
      />
    );
  } else if (mode === 'editingMode' || mode === 'answeringMode') {
    const change = (next: Question) => onChange?.(next);
    const editing = mode === 'editingMode';
    const Setup = lazyStaffPart(question.type, 'Setup')!;
    const AnswerKey = lazyStaffPart(question.type, 'AnswerKey')!;
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
          <Suspense fallback={<PartLoading />}>
            <RichTextEditor
              value={question.header}
              onChange={(header: RichText) => change({ ...question, header, headertxt: plainText(header) })}
              direction={direction}
              placeholder="Write the question here"
              ariaLabel="Question header"
            />
          </Suspense>
        </div>
        <Suspense fallback={<PartLoading />}>
          <Setup question={question} onChange={change} direction={direction} />
        </Suspense>
        <Divider style={{ margin: '4px 0' }} />
        <Suspense fallback={<PartLoading />}>
          <CommonFieldsPanel question={question} onChange={change} />
        </Suspense>
        {mayCarryRubric(question.type) ? (
          <Suspense fallback={<PartLoading />}>
            <Divider style={{ margin: '4px 0' }} />
            <RubricEditor
              question={question as Question & RubricFields}
              onChange={(fields) => change({ ...question, ...fields } as Question)}
              direction={direction}
            />
          </Suspense>
        ) : null}
      </Flex>
    ) : (
      <Flex vertical gap={12}>
        <RichTextView value={question.header} direction={direction} />
        <Suspense fallback={<PartLoading />}>
          <AnswerKey question={question} onChange={change} direction={direction} />
        </Suspense>
      </Flex>
    );
  } else {
    const Review = lazyStaffPart(question.type, 'Review')!;
    const given = grade ?? savedGrade(question);
    title = <ExamHeading question={question} index={index} direction={direction} />;
    body = (
      <Flex vertical gap={12}>
        <Objective question={question} direction={direction} />
        <RichTextView value={question.header} direction={direction} />
        <Suspense fallback={<PartLoading />}>
          <Review question={question} answer={answerFor(question, answer)} direction={direction} />
        </Suspense>
        <Divider style={{ margin: '4px 0' }} />
        <Suspense fallback={<PartLoading />}>
          <GradingPanel
            mode={mode}
            totalMark={question.totalMark}
            grade={given}
            onGrade={onGrade}
            idPrefix={question.id}
            rubric={'rubric' in question ? question.rubric : undefined}
            direction={direction}
          />
        </Suspense>
      </Flex>
    );
  }

  const frame = (
    <div dir={direction} className="mizan-question" data-question-type={question.type} data-mode={mode}>
      <FrameCard title={title} extra={extra}>
        {body}
      </FrameCard>
    </div>
  );
  // A ConfigProvider of its own only when the question's direction is not the page's: each one costs antd's token
  // and style hooks again (on the exam page, one per question: about 5 % of the main thread before Q 1, at 4× CPU).
  return direction === aroundDirection ? frame : <ConfigProvider direction={direction}>{frame}</ConfigProvider>;
}
