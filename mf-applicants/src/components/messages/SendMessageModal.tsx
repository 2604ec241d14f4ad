import { Alert, App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { MESSAGE_CHANNELS, MESSAGE_PLACEHOLDERS, type MessageChannel } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useSendMessageMutation } from '../../state/messages-api';
import { channelLabel } from './message-view-rules';

interface SendValues {
  channels: MessageChannel[];
  subject: string;
  body: string;
}

const SUBJECT_NEEDED = 'Write the subject of the e-mail.';
const BODY_NEEDED = 'Write the text of the message.';

/** Staff's own message to chosen applicants, by e-mail, SMS or both; placeholders fill in per applicant. */
export function SendMessageModal({
  open,
  applicantIds,
  recipients,
  onClose,
}: {
  open: boolean;
  applicantIds: number[];
  /** Who it goes to, in words. */
  recipients: ReactNode;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SendValues>();
  const channels = Form.useWatch('channels', form) ?? [...MESSAGE_CHANNELS];
  const [send, { isLoading }] = useSendMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SendValues) => {
    setFailure(null);
    try {
      const answer = await send({
        applicantIds,
        event: 'staff_message',
        channels: values.channels,
        subject: values.channels.includes('email') ? values.subject : '',
        body: values.body,
      }).unwrap();
      const { queued, unreachable } = answer.data;
      message.success(
        `${queued === 1 ? '1 message' : `${queued} messages`} queued.` +
          (unreachable > 0
            ? ` ${unreachable === 1 ? '1 applicant has' : `${unreachable} applicants have`} no address on the chosen channels.`
            : ''),
      );
      onClose();
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Modal
      title="Send message"
      open={open}
      onCancel={onClose}
      okText="Send"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph>{recipients}</Typography.Paragraph>
      <Form<SendValues>
        form={form}
        layout="vertical"
        aria-label="Send message"
        initialValues={{ channels: [...MESSAGE_CHANNELS], subject: '', body: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="channels"
          label="Send by"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose e-mail, SMS or both.' }]}
        >
          <Checkbox.Group options={MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: channelLabel(channel) }))} />
        </Form.Item>
        {channels.includes('email') && (
          <Form.Item
            name="subject"
            label="Subject (e-mail)"
            rules={[{ required: true, whitespace: true, max: 300, message: SUBJECT_NEEDED }]}
          >
            <Input dir="auto" />
          </Form.Item>
        )}
        <Form.Item
          name="body"
          label="Text"
          extra={`Placeholders fill in for each applicant: ${MESSAGE_PLACEHOLDERS.filter((word) => word !== 'code')
            .map((word) => `{${word}}`)
            .join(' ')}`}
          rules={[{ required: true, whitespace: true, max: 5000, message: BODY_NEEDED }]}
        >
          <Input.TextArea dir="auto" rows={6} />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
