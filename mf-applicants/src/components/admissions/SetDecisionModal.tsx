import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { DECISION_REASON_LENGTH, type DecisionState } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useSetDecisionMutation } from '../../state/admission-api';
import { changeChoices, placeInWords, stateLabel } from './admission-view-rules';

export interface DecisionTarget {
  applicant_id: number;
  name: string;
  state: DecisionState;
  waitlist_position: number | null;
}

/** Change one applicant's decision: only the changes the rules allow from where they are, with a reason for the record. */
export function SetDecisionModal({
  roundId,
  target,
  open,
  onClose,
}: {
  roundId: number;
  target: DecisionTarget;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ state: DecisionState; reason: string }>();
  const [setDecision, { isLoading }] = useSetDecisionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const choices = changeChoices(target.state);

  const submit = async (values: { state: DecisionState; reason?: string }) => {
    setFailure(null);
    try {
      await setDecision({ roundId, applicantId: target.applicant_id, state: values.state, reason: values.reason ?? '' }).unwrap();
      onClose();
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Modal
      title="Change decision"
      open={open}
      onCancel={onClose}
      okText="Save decision"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <span dir="auto">{target.name}</span>: {placeInWords(target)}.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" aria-label="Change decision" onFinish={(values) => void submit(values)}>
        <Form.Item name="state" label="New decision" rules={[{ required: true, message: 'Choose the new decision.' }]}>
          <Select options={choices.map((state) => ({ value: state, label: stateLabel(state) }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          extra="Kept with the change in the round's history."
          rules={[{ max: 500, message: DECISION_REASON_LENGTH }]}
        >
          <Input.TextArea dir="auto" rows={3} />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
