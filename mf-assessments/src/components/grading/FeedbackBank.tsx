import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Input, Popconfirm, Spin, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadFailureAlert, toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { useAddFeedbackCommentMutation, useDeleteFeedbackCommentMutation, useFeedbackBankQuery } from '../../state/feedback-bank-api';
import { loadFailure } from '../../state/load-failure';
import { FRESH_ON_OPEN } from '../../state/assessments-data';
import type { FeedbackComment } from '../../state/types';

/** The longest comment the server keeps (shared contract, addFeedbackComment). */
const COMMENT_MAX_LENGTH = 1000;

/**
 * The assessment's bank of reusable feedback comments (one bank per
 * assessment, shared by its graders): a comment clicked is added to the
 * feedback being written; new ones are added below; any can be removed
 * (feedback already given keeps its words).
 */
export function FeedbackBank({ examId, onInsert, disabled }: { examId: number; onInsert: (text: string) => void; disabled: boolean }) {
  const { token } = theme.useToken();
  const bank = useFeedbackBankQuery(examId, FRESH_ON_OPEN);
  const [addComment] = useAddFeedbackCommentMutation();
  const [deleteComment] = useDeleteFeedbackCommentMutation();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState<'add' | number | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  /** Adds or removes a comment; the answer is the refreshed bank, which replaces the one shown. */
  const change = async (action: 'add' | number, call: () => Promise<unknown>) => {
    setBusy(action);
    setFailure(null);
    try {
      await call();
      if (action === 'add') setDraft('');
    } catch (error) {
      setFailure(toCallFailure(error));
    } finally {
      setBusy(null);
    }
  };
  const add = () => {
    if (draft.trim() === '') return;
    void change('add', () => addComment({ examId, text: draft }).unwrap());
  };
  const remove = (comment: FeedbackComment) => void change(comment.id, () => deleteComment({ examId, id: comment.id }).unwrap());

  return (
    <Card size="small" title="Feedback bank" role="region" aria-label="Feedback bank">
      {/* English help on an Arabic assessment's right-to-left page: isolated, so its full stop stays at the end. */}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        <bdi>Click a comment to add it to the feedback. Every grader of this assessment shares these comments.</bdi>
      </Typography.Paragraph>
      <LoadFailureAlert title="The feedback bank could not be loaded." failure={loadFailure(bank)} onRetry={() => void bank.refetch()} />
      {failure && (
        <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 8 }} closable={{ onClose: () => setFailure(null) }} />
      )}
      {bank.isFetching && !bank.data ? (
        <Flex role="status" justify="center" style={{ padding: 12 }}>
          <Spin size="small" />
        </Flex>
      ) : (bank.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<bdi>No comments yet.</bdi>} />
      ) : (
        <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(bank.data ?? []).map((comment) => (
            <Flex
              key={comment.id}
              component="li"
              align="start"
              justify="space-between"
              gap={8}
              style={{ padding: '4px 0', borderBottom: `1px solid ${token.colorSplit}` }}
            >
              <Button
                type="link"
                size="small"
                disabled={disabled}
                onClick={() => onInsert(comment.text)}
                aria-label={`Insert “${comment.text}”`}
                style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', padding: 0 }}
              >
                <bdi>{comment.text}</bdi>
              </Button>
              <Popconfirm
                title="Remove this comment from the bank?"
                okText="Remove"
                okButtonProps={{ danger: true }}
                cancelText="Keep"
                onConfirm={() => remove(comment)}
              >
                <Tooltip title="Remove from the bank">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove “${comment.text}”`}
                    loading={busy === comment.id}
                  />
                </Tooltip>
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Input
          aria-label="New comment"
          placeholder="A comment to reuse"
          value={draft}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={draft.trim() === ''} loading={busy === 'add'}>
          Add
        </Button>
      </Flex>
    </Card>
  );
}
