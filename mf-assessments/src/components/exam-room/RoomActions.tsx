import { App, Button, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ROOM_MAX_MINUTES, ROOM_MINUTES_INVALID, ROOM_REASON_REQUIRED, type RoomAttempt } from '@mizan/shared';
import { useRoomActionMutation, type RoomActionKind } from '../../state/exam-room-api';

interface ActionInfo {
  label: string;
  /** What the dialog says happens. */
  explain: string;
  minutes: boolean;
  danger?: boolean;
}

const ACTIONS: Record<RoomActionKind, ActionInfo> = {
  extend: {
    label: 'Extend time',
    explain: 'The server deadline moves by these minutes; the applicant’s clock follows at their next save.',
    minutes: true,
  },
  reopen: {
    label: 'Reopen',
    explain: 'A submitted attempt runs again for these minutes from now, with its answers; the score is recomputed at the new submission.',
    minutes: true,
  },
  trial: {
    label: 'One more trial',
    explain: 'The applicant may register for this assessment once more, beyond its Number of trials.',
    minutes: false,
  },
  move: {
    label: 'Move to another browser',
    explain: 'The attempt is released from its browser; the next browser that opens the exam link or registers continues it.',
    minutes: false,
  },
  submit: {
    label: 'Submit now',
    explain: 'The attempt is submitted with the answers saved so far, and scored.',
    minutes: false,
    danger: true,
  },
};

interface Props {
  examId: number;
  selected: RoomAttempt[];
  /** After an action (the room is read again): clear the selection. */
  onDone: () => void;
}

/**
 * The actions on the selected attempts, each asking for a reason (written to
 * the audit log with the action) and, for extend and reopen, the minutes.
 * Run attempt by attempt; those refused are listed with the server's sentence.
 */
export function RoomActions({ examId, selected, onDone }: Props) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<RoomActionKind | null>(null);
  const [roomAction, { isLoading: busy }] = useRoomActionMutation();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const action = kind ? ACTIONS[kind] : null;
  const who = selected.length === 1 ? selected[0].name : `${selected.length} attempts`;

  async function run(values: { minutes?: number; reason: string }) {
    if (!kind) return;
    const { lastMessage, done, refused } = await roomAction({
      kind,
      examId,
      attempts: selected,
      minutes: values.minutes ?? 0,
      reason: values.reason.trim(),
    }).unwrap();
    setRefusals(refused);
    if (done > 0)
      void message.success(selected.length === 1 ? lastMessage : `${ACTIONS[kind].label}: done for ${done} of ${selected.length}.`, 6);
    onDone();
    if (refused.length === 0) {
      setKind(null);
      form.resetFields();
    }
  }

  return (
    <>
      <Flex gap={8} wrap role="toolbar" aria-label="Actions on the selected attempts" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          <bdi>{selected.length === 0 ? 'Select attempts to act on them.' : `${selected.length} selected`}</bdi>
        </Typography.Text>
        {(Object.keys(ACTIONS) as RoomActionKind[]).map((key) => (
          <Button
            key={key}
            danger={ACTIONS[key].danger}
            disabled={selected.length === 0}
            onClick={() => {
              setRefusals([]);
              setKind(key);
            }}
          >
            <bdi>{ACTIONS[key].label}…</bdi>
          </Button>
        ))}
      </Flex>
      <Modal
        title={action ? `${action.label}: ${who}` : ''}
        open={action !== null}
        okText={action?.label}
        okButtonProps={{ danger: action?.danger }}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setKind(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{action?.explain}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={run} requiredMark={false} initialValues={{ minutes: 5 }}>
          {action?.minutes && (
            <Form.Item
              name="minutes"
              label="Minutes"
              rules={[
                {
                  validator: (_, value: number | null) =>
                    Number.isInteger(value) && value! >= 1 && value! <= ROOM_MAX_MINUTES
                      ? Promise.resolve()
                      : Promise.reject(new Error(ROOM_MINUTES_INVALID)),
                },
              ]}
            >
              <InputNumber min={1} max={ROOM_MAX_MINUTES} precision={0} />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label="Reason (kept in the audit log)"
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  (value ?? '').trim().length >= 3 && (value ?? '').trim().length <= 500
                    ? Promise.resolve()
                    : Promise.reject(new Error(ROOM_REASON_REQUIRED)),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={500} placeholder="e.g. Fire drill in lab 2" />
          </Form.Item>
        </Form>
        {refusals.length > 0 && (
          <div role="alert">
            <Typography.Text type="danger">Not done for:</Typography.Text>
            <ul>
              {refusals.map((line) => (
                <li key={line}>
                  <Typography.Text type="danger">{line}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Modal>
    </>
  );
}
