import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { MOVE_REASON_REQUIRED } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useMoveAttemptMutation } from '../state/grading-api';

interface Props {
  attemptId: number;
  studentname: string;
}

/**
 * Taken Assessments' 'Move to another browser' for an attempt in progress
 * (admin/moveattempt.php, docs/security.md "Access codes"): for an applicant
 * whose computer crashed and who cannot register again (no access code with
 * them). The reason is required and goes to the audit log; the applicant then
 * opens their exam link in the new browser and continues.
 */
export function MoveAttemptButton({ attemptId, studentname }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [moveAttempt, { isLoading: busy }] = useMoveAttemptMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  async function move({ reason }: { reason: string }) {
    setProblem(null);
    try {
      const answer = await moveAttempt({ attemptId, reason: reason.trim() }).unwrap();
      setOpen(false);
      form.resetFields();
      void message.success(answer.msg, 8);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Move to another browser: the attempt of ${studentname}`}>
        Move to another browser
      </Button>
      <Modal
        title="Move to another browser"
        open={open}
        okText="Move"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          <bdi>{studentname}</bdi>&apos;s attempt is released from the browser it is open in. The next browser that opens the exam link (or
          registers with the ID and access code) continues it, with every saved answer and the same deadline.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={move} requiredMark={false}>
          <Form.Item
            name="reason"
            label="Reason (kept in the audit log)"
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  (value ?? '').trim().length >= 3 && (value ?? '').trim().length <= 500
                    ? Promise.resolve()
                    : Promise.reject(new Error(MOVE_REASON_REQUIRED)),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={500} placeholder="e.g. Lab computer 14 crashed" />
          </Form.Item>
        </Form>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Modal>
    </>
  );
}
