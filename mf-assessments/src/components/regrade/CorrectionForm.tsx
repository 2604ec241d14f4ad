import { Alert, Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { Direction, Question, RegradeChange, RegradeKind } from '@mizan/shared';
import { QuestionView, QuestionsArea } from '../../federation/questions-remote';
import { REGRADE_CHOICES, forKeyEditing, keyProblem, regradeChange } from '../../state/regrade-rules';

const REASON_MAX = 500;

/**
 * How to correct one question: its key in mf_questions' own answer-key
 * editor (the builder's, with its setup beside it), full marks for
 * everyone, or out of the total; the reason, kept in the audit log; and
 * Dry run. Any change after a dry run calls `onEdit`, so an old dry run is
 * never applied to a different correction.
 */
export function CorrectionForm({
  question,
  number,
  direction,
  busy,
  onEdit,
  onDryRun,
}: {
  question: Question;
  number: number;
  direction: Direction;
  busy: boolean;
  onEdit: () => void;
  onDryRun: (change: RegradeChange, reason: string) => void;
}) {
  const [kind, setKind] = useState<RegradeKind>('key');
  const [edited, setEdited] = useState<Question>(() => forKeyEditing(question));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setProblem(null);
      onEdit();
    };

  const dryRun = () => {
    const keyIssue = kind === 'key' ? keyProblem(question, edited) : null;
    const found = keyIssue ?? (reason.trim() === '' ? 'Write the reason for the correction: it is kept with the change.' : null);
    setProblem(found);
    if (!found) onDryRun(regradeChange(kind, question, edited), reason.trim());
  };

  return (
    <Flex vertical gap={16} style={{ textAlign: 'start' }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>
          <bdi>What to do with question {number}</bdi>
        </legend>
        <Radio.Group value={kind} onChange={(event) => changed(setKind)(event.target.value as RegradeKind)}>
          <Flex vertical gap={8}>
            {REGRADE_CHOICES.map((choice) => (
              <Radio key={choice.kind} value={choice.kind}>
                <bdi>
                  <strong>{choice.label}</strong> <Typography.Text type="secondary">{choice.help}</Typography.Text>
                </bdi>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </fieldset>
      {kind === 'key' && (
        <div data-testid="key-editor">
          <QuestionsArea>
            <QuestionView question={edited} mode={edited.mode} onChange={changed(setEdited)} direction={direction} index={number} />
          </QuestionsArea>
        </div>
      )}
      <div>
        <label htmlFor="regrade-reason" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          <bdi>Reason for the correction</bdi>
        </label>
        <Input.TextArea
          id="regrade-reason"
          value={reason}
          onChange={(event) => changed(setReason)(event.target.value)}
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          aria-describedby="regrade-reason-help"
          dir="auto"
        />
        <Typography.Text type="secondary" id="regrade-reason-help">
          <bdi>Kept in the audit log with the question&apos;s new version.</bdi>
        </Typography.Text>
      </div>
      {problem && <Alert type="error" showIcon title={<bdi>{problem}</bdi>} role="alert" />}
      <div>
        <Button type="primary" onClick={dryRun} loading={busy}>
          Dry run
        </Button>
      </div>
    </Flex>
  );
}
