import { Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { markValue, parseMark } from '@mizan/shared';
import { GRADING_LABELS as LABELS } from './labels';

/** A teacher's mark (a number kept as a string, '' until graded) and feedback for one answer. */
export interface Grade {
  score: string;
  feedback: string;
}

export interface GradingPanelProps {
  mode: 'gradingModeTeacher' | 'gradingModeStudent';
  /** The question's total mark (the score's maximum). */
  totalMark: string;
  grade: Grade;
  /** Teacher mode: called with every change. */
  onGrade?: (grade: Grade) => void;
  /** Suffix for element ids (the question id). */
  idPrefix?: string;
}

/** Score steps a teacher can give: quarters of a mark. */
export const SCORE_STEP = 0.25;

/** The score kept within 0..max, as a string ('' stays ''). */
export function clampScore(value: number | null, max: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  return String(Math.min(max, Math.max(0, value)));
}

/**
 * The score-and-feedback panel of the grading modes: in gradingModeTeacher an
 * editable score from 0 to the total mark (quarter steps) and a feedback box;
 * in gradingModeStudent the score as 'x / totalMark' and the feedback, read-only.
 */
export function GradingPanel({ mode, totalMark, grade, onGrade, idPrefix = 'grade' }: GradingPanelProps) {
  const max = markValue(totalMark);
  const scored = parseMark(grade.score);
  if (mode === 'gradingModeStudent') {
    return (
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
    );
  }
  const editable = onGrade !== undefined;
  return (
    <Form layout="vertical" component="div" className="mizan-grading-panel" role="group" aria-label="Grading">
      <Flex gap={16} wrap align="start">
        <Form.Item label={LABELS.score} htmlFor={`${idPrefix}-score`} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            <InputNumber<number>
              id={`${idPrefix}-score`}
              min={0}
              max={max}
              step={SCORE_STEP}
              value={scored}
              disabled={!editable}
              onChange={(value) => onGrade?.({ ...grade, score: clampScore(value, max) })}
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
