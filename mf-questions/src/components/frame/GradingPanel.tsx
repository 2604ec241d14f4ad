import { Flex, InputNumber, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { markInRange, markRangeHint, markValue, parseMark, type Grade, type Rubric } from '@mizan/shared';
import { RubricGrader } from '../rubric/RubricGrader';
import { RubricView } from '../rubric/RubricView';
import { GRADING_LABELS as LABELS } from './labels';

export interface GradingPanelProps {
  mode: 'gradingModeTeacher' | 'gradingModeStudent';
  /** The question's total mark (the score's maximum). */
  totalMark: string;
  grade: Grade;
  /** Teacher mode: called with every change. */
  onGrade?: (grade: Grade) => void;
  /** Suffix for element ids (the question id). */
  idPrefix?: string;
  /** The question's rubric: marked by one click per criterion (teacher), shown with the chosen levels (student). */
  rubric?: Rubric;
  direction?: 'ltr' | 'rtl';
}

/** Score steps a teacher can give: quarters of a mark. */
export const SCORE_STEP = 0.25;

/** The score box's number as the grade's text ('' when empty); a number out of range is kept, to be refused, never clamped. */
export function scoreText(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value);
}

/**
 * The score-and-feedback panel of the grading modes: in gradingModeTeacher an
 * editable score from 0 to the total mark (quarter steps; a score out of that
 * range is shown as an error beside the box and saving refuses it) and a feedback box;
 * in gradingModeStudent the score as 'x / totalMark' and the feedback, read-only.
 */
export function GradingPanel({ mode, totalMark, grade, onGrade, idPrefix = 'grade', rubric, direction = 'ltr' }: GradingPanelProps) {
  const max = markValue(totalMark);
  const scored = parseMark(grade.score);
  // Marked by rubric: the score is the chosen levels' sum, not typed (RubricGrader's "Type the score instead" gives it back).
  const byRubric = rubric !== undefined && (grade.rubric?.length ?? 0) > 0;
  if (mode === 'gradingModeStudent') {
    return (
      <>
        <Descriptions
          size="small"
          column={1}
          bordered
          className="mizan-grading-panel"
          items={[
            {
              key: 'score',
              label: LABELS.score,
              // dir="ltr": '0.5 / 2' must not read '2 / 0.5' on a right-to-left page.
              children: (
                <span data-testid="grading-score" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                  {scored === null ? LABELS.notGraded : `${scored} / ${max}`}
                </span>
              ),
            },
            {
              key: 'feedback',
              label: LABELS.feedback,
              children:
                grade.feedback.trim() === '' ? (
                  <Typography.Text type="secondary">{LABELS.noFeedback}</Typography.Text>
                ) : (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{grade.feedback}</Typography.Paragraph>
                ),
            },
          ]}
        />
        {rubric && byRubric && <RubricView rubric={rubric} choices={grade.rubric} lang={direction === 'rtl' ? 'Ar' : 'En'} />}
      </>
    );
  }
  const editable = onGrade !== undefined;
  const outOfRange = !markInRange(grade.score, max);
  return (
    <Form layout="vertical" component="div" className="mizan-grading-panel" role="group" aria-label="Grading">
      {rubric && <RubricGrader rubric={rubric} grade={grade} max={max} onGrade={onGrade} direction={direction} idPrefix={idPrefix} />}
      <Flex gap={16} wrap align="start" style={rubric ? { marginTop: 12 } : undefined}>
        <Form.Item
          label={LABELS.score}
          htmlFor={`${idPrefix}-score`}
          style={{ marginBottom: 8 }}
          validateStatus={outOfRange ? 'error' : undefined}
          help={outOfRange ? <span id={`${idPrefix}-score-range`}>{markRangeHint(max)}</span> : undefined}
        >
          <Flex align="center" gap={8}>
            <InputNumber<number>
              id={`${idPrefix}-score`}
              // No min/max: antd would clamp 9 to 5 on blur without a word. The range is checked above and on save.
              aria-valuemin={0}
              aria-valuemax={max}
              aria-invalid={outOfRange || undefined}
              aria-describedby={outOfRange ? `${idPrefix}-score-range` : undefined}
              step={SCORE_STEP}
              value={scored}
              status={outOfRange ? 'error' : undefined}
              disabled={!editable || byRubric}
              onChange={(value) => onGrade?.({ ...grade, score: scoreText(value) })}
              style={{ width: 120 }}
            />
            <Typography.Text>
              <bdi dir="ltr">/ {max}</bdi>
            </Typography.Text>
          </Flex>
        </Form.Item>
        <Form.Item label={LABELS.feedback} htmlFor={`${idPrefix}-feedback`} style={{ flex: 1, minWidth: 220, marginBottom: 8 }}>
          <Input.TextArea
            id={`${idPrefix}-feedback`}
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={grade.feedback}
            disabled={!editable}
            onChange={(event) => onGrade?.({ ...grade, feedback: event.target.value })}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
