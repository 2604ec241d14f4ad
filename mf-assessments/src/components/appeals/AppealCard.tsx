import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AppealRow, AppealState } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { QuestionView, QuestionsArea } from '../../federation/questions-remote';
import { useResolveAppealMutation } from '../../state/appeals-api';
import { formatDateTime } from '../../state/format';

const STATE_TAGS: Record<AppealState, { label: string; color?: string }> = {
  open: { label: 'Open', color: 'gold' },
  unchanged: { label: 'Mark kept' },
  changed: { label: 'Mark changed', color: 'green' },
};

const markText = (mark: number | null, max: number) => <bdi dir="ltr">{mark === null ? '—' : `${mark} / ${max}`}</bdi>;

/**
 * One re-mark request: the applicant's answer as given, the first mark and
 * who gave it, the applicant's reason; for a grader who did not mark it
 * first, the re-mark (new mark and the reason the applicant reads); once
 * resolved, the outcome.
 */
export function AppealCard({ appeal }: { appeal: AppealRow }) {
  const [resolveAppeal, { isLoading: saving }] = useResolveAppealMutation();
  const [score, setScore] = useState<number | null>(appeal.firstMark);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const scoreId = useId();
  const reasonId = useId();
  const direction = appeal.lang === 'Ar' ? 'rtl' : 'ltr';
  const tag = STATE_TAGS[appeal.state];

  async function save() {
    setProblem(null);
    try {
      await resolveAppeal({ appealId: appeal.id, score: score ?? '', reason }).unwrap();
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <Card
      data-testid={`appeal-${appeal.id}`}
      title={
        <span>
          <bdi>{appeal.examname}</bdi> · Question {appeal.questionIndex}
        </span>
      }
      extra={<Tag color={tag.color}>{tag.label}</Tag>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'applicant', label: 'Applicant', children: <bdi>{appeal.applicant}</bdi> },
          ...(appeal.ssn ? [{ key: 'ssn', label: 'ID', children: <bdi dir="ltr">{appeal.ssn}</bdi> }] : []),
          { key: 'requested', label: 'Requested', children: formatDateTime(appeal.requestedAt) },
          {
            key: 'first',
            label: 'First mark',
            children: (
              <span>
                {markText(appeal.firstMark, appeal.max)}
                {appeal.firstGraders.length > 0 && ` by ${appeal.firstGraders.join(', ')}`}
              </span>
            ),
          },
          {
            key: 'reason',
            label: "Applicant's reason",
            span: 'filled',
            children: (
              <Typography.Text dir="auto" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'isolate' }}>
                {appeal.reason}
              </Typography.Text>
            ),
          },
        ]}
      />
      {appeal.question && (
        <div dir={direction} style={{ textAlign: 'start', marginBottom: 16 }}>
          <QuestionsArea>
            <QuestionView
              question={appeal.question}
              mode="gradingModeStudent"
              answer={appeal.answer}
              grade={{ score: appeal.score === null ? '' : String(appeal.score), feedback: appeal.feedback }}
              direction={direction}
              index={appeal.questionIndex}
            />
          </QuestionsArea>
        </div>
      )}
      {appeal.state !== 'open' ? (
        <Alert
          type={appeal.state === 'changed' ? 'success' : 'info'}
          showIcon
          title={
            <span>
              {appeal.state === 'changed' ? 'Mark changed from ' : 'Mark kept at '}
              {appeal.state === 'changed' && markText(appeal.firstMark, appeal.max)}
              {appeal.state === 'changed' && ' to '}
              {markText(appeal.newMark, appeal.max)} by {appeal.remarkedBy ?? 'a former member of staff'},{' '}
              {formatDateTime(appeal.resolvedAt)}
            </span>
          }
          description={
            <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {appeal.outcomeReason}
            </Typography.Paragraph>
          }
        />
      ) : !appeal.mayResolve ? (
        <Alert type="info" showIcon title="You marked this answer first: another grader of this assessment re-marks it." />
      ) : (
        <Form layout="vertical" onFinish={() => void save()} aria-label={`Re-mark question ${appeal.questionIndex} of ${appeal.applicant}`}>
          <Flex gap={16} wrap align="start">
            <Form.Item label={`New mark (0 to ${appeal.max})`} htmlFor={scoreId} style={{ marginBottom: 8 }}>
              <InputNumber id={scoreId} min={0} max={appeal.max} step={1} value={score} onChange={(value) => setScore(value)} />
            </Form.Item>
            <Form.Item
              label="Reason (the applicant reads it)"
              htmlFor={reasonId}
              style={{ flex: '1 1 320px', marginBottom: 8 }}
              extra={appeal.lang === 'Ar' ? 'Write it in Arabic: the assessment is in Arabic.' : undefined}
            >
              <Input.TextArea
                id={reasonId}
                rows={3}
                maxLength={2000}
                value={reason}
                dir="auto"
                onChange={(event) => setReason(event.target.value)}
              />
            </Form.Item>
          </Flex>
          {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 8 }} />}
          <Button type="primary" htmlType="submit" loading={saving}>
            Save re-mark
          </Button>
        </Form>
      )}
    </Card>
  );
}
