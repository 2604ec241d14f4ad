import { Alert, Button, Flex, Typography } from 'antd';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import type { ResultAppeal, TextDirection } from '@mizan/shared';
import { ApiError, applicantApi } from '@mizan/shared/browser';
import { remarkDate, remarkMark, remarkRefusalText, remarkWords } from './remark-words';

/**
 * Under a manually marked question of the released result: "Request a
 * re-mark" with a reason while the assessment's window is open; then the
 * request's date; then the second grader's outcome and its reason, in the
 * result's language. Nothing when the assessment offers no re-marks.
 */
export function RemarkRequest({
  hash,
  questionId,
  appeal: given,
  direction,
}: {
  hash: string;
  questionId: string;
  appeal: ResultAppeal | undefined;
  direction: TextDirection;
}) {
  const [appeal, setAppeal] = useState(given);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  if (!appeal) return null;
  const words = remarkWords(direction);
  const date = (iso: string) => remarkDate(iso, direction);
  const request = appeal.request;

  if (request) {
    const outcome =
      request.state === 'open'
        ? null
        : request.state === 'changed'
          ? words.changed(date(request.resolvedAt ?? ''), remarkMark(request.from, direction), remarkMark(request.to, direction))
          : words.unchanged(date(request.resolvedAt ?? ''), remarkMark(request.to, direction));
    return (
      <Alert
        data-testid="remark-status"
        role="status"
        style={{ marginTop: 8 }}
        type={request.state === 'open' ? 'info' : request.state === 'changed' ? 'success' : 'warning'}
        showIcon
        title={outcome ?? words.requestedOn(date(request.requestedAt))}
        description={
          <Flex vertical gap={4}>
            {outcome === null && <Typography.Text>{words.requestedNote}</Typography.Text>}
            <Typography.Text dir="auto" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'isolate' }}>
              <strong>{outcome === null ? words.yourReason : words.outcomeReason}: </strong>
              {outcome === null ? request.reason : request.outcomeReason}
            </Typography.Text>
          </Flex>
        }
      />
    );
  }

  if (!appeal.requestable) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {words.closed}
      </Typography.Paragraph>
    );
  }

  const send = async () => {
    if (reason.trim() === '') {
      setProblem(words.refusals.remark_reason_required);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await applicantApi.call('requestRemark', { id: hash, questionId, reason });
      setAppeal(answer.data);
      setEditing(false);
    } catch (error) {
      setProblem(error instanceof ApiError && error.status !== null ? remarkRefusalText(words, error.code, error.message) : words.failed);
    } finally {
      setSending(false);
    }
  };

  if (!editing) {
    return (
      <Flex vertical gap={4} align="start" style={{ marginTop: 8 }}>
        <Button onClick={() => setEditing(true)}>{words.request}</Button>
        {appeal.until && <Typography.Text type="secondary">{words.until(date(appeal.until))}</Typography.Text>}
      </Flex>
    );
  }

  return (
    <form
      style={{ marginTop: 8 }}
      data-testid="remark-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Flex vertical gap={4} style={{ marginBottom: 8 }}>
        <label htmlFor={reasonId}>
          <Typography.Text strong>{words.reasonLabel}</Typography.Text>
        </label>
        <Input.TextArea
          id={reasonId}
          aria-describedby={`${reasonId}-hint`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={4}
          maxLength={2000}
          dir="auto"
          autoFocus
        />
        <Typography.Text id={`${reasonId}-hint`} type="secondary">
          {words.reasonHint}
        </Typography.Text>
      </Flex>
      {problem && <Alert type="error" role="alert" title={problem} style={{ marginBottom: 8 }} />}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={sending}>
          {words.send}
        </Button>
        <Button onClick={() => setEditing(false)}>{words.cancel}</Button>
      </Flex>
    </form>
  );
}
