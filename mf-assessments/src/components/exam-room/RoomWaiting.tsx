import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { PROCTOR_REASON_MAX, PROCTOR_REASON_REQUIRED, proctorReasonMissing, type ExamRoom, type RoomAttempt } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { PROCTOR_STAFF_WORDS } from '../../state/proctor-words';
import { waitingApplicants } from '../../state/proctor-room';
import { useApproveAttemptMutation, useProctoringQuery } from '../../state/proctoring-api';
import { RoomWaitingPin } from './RoomWaitingPin';

/**
 * The control room's applicants waiting at the proctor's gate, longest first,
 * each with Let in and Refuse (a reason the applicant reads), and the PIN of
 * the day. Shown only when the assessment has a gate or someone waits.
 */
export function RoomWaiting({ room }: { room: ExamRoom }) {
  const words = PROCTOR_STAFF_WORDS[room.exam.lang];
  const { data: settings } = useProctoringQuery(room.exam.id);
  const waiting = waitingApplicants(room.attempts, room.serverTime);
  const [refusing, setRefusing] = useState<RoomAttempt | null>(null);
  const [approve, { isLoading }] = useApproveAttemptMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { message } = App.useApp();
  const headingId = useId();
  const gated = settings !== undefined && (settings.startNeedsProctor || settings.resumeNeedsProctor);
  if (!gated && waiting.length === 0) return null;

  async function letIn(attempt: RoomAttempt) {
    setProblem(null);
    try {
      const answer = await approve({ examId: room.exam.id, attemptId: attempt.id, approve: true, reason: '' }).unwrap();
      void message.success(answer.msg, 6);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="room-waiting">
      <Flex gap={24} wrap justify="space-between">
        <section aria-labelledby={headingId} style={{ flex: '1 1 320px' }}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16 }}>
            {words.waitingTitle} ({waiting.length})
          </Typography.Title>
          {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 8 }} />}
          {waiting.length === 0 ? (
            <Typography.Text type="secondary">{words.nobodyWaiting}</Typography.Text>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {waiting.map(({ attempt, kind, minutes }) => (
                <li key={attempt.id} data-testid={`waiting-${attempt.id}`} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                  <Flex gap={8} wrap justify="space-between" align="center">
                    <div>
                      <Typography.Text strong>
                        <bdi>{attempt.name}</bdi>
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary">
                        <bdi dir="ltr">{attempt.ssn}</bdi> · {words.kind[kind]} · {words.waitingFor(minutes)}
                      </Typography.Text>
                    </div>
                    <Flex gap={8}>
                      <Button
                        type="primary"
                        size="small"
                        loading={isLoading}
                        aria-label={`${words.letIn}: ${attempt.name}`}
                        onClick={() => void letIn(attempt)}
                      >
                        {words.letIn}
                      </Button>
                      <Button danger size="small" aria-label={`${words.refuse}: ${attempt.name}`} onClick={() => setRefusing(attempt)}>
                        {words.refuse}
                      </Button>
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </section>
        <RoomWaitingPin examId={room.exam.id} lang={room.exam.lang} />
      </Flex>
      {refusing && <RefuseDialog examId={room.exam.id} lang={room.exam.lang} attempt={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}

interface RefuseProps {
  examId: number;
  lang: ExamRoom['exam']['lang'];
  attempt: RoomAttempt;
  onClose: () => void;
}

function RefuseDialog({ examId, lang, attempt, onClose }: RefuseProps) {
  const words = PROCTOR_STAFF_WORDS[lang];
  const [form] = Form.useForm<{ reason: string }>();
  const [approve, { isLoading }] = useApproveAttemptMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { message } = App.useApp();

  async function refuse({ reason }: { reason: string }) {
    setProblem(null);
    try {
      const answer = await approve({ examId, attemptId: attempt.id, approve: false, reason: reason.trim() }).unwrap();
      void message.success(answer.msg, 6);
      onClose();
    } catch (error) {
      setProblem(toCallFailure(error).message);
    }
  }

  return (
    <Modal
      open
      title={<bdi>{words.refuseTitle(attempt.name)}</bdi>}
      okText={words.refuse}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelText={words.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void refuse(values)} dir={lang === 'Ar' ? 'rtl' : 'ltr'}>
        <Form.Item
          name="reason"
          label={words.reasonLabel}
          extra={words.reasonHelp}
          rules={[
            {
              validator: (_rule, value: string = '') =>
                proctorReasonMissing(false, value) ? Promise.reject(new Error(PROCTOR_REASON_REQUIRED)) : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={PROCTOR_REASON_MAX} autoFocus />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </Modal>
  );
}
