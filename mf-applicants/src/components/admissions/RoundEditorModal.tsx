import { Alert, Flex, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import {
  DEFAULT_OFFER_WINDOW_HOURS,
  MERIT_SEATS_RANGE,
  ROUND_DEADLINE_FORMAT,
  ROUND_NAME_REQUIRED,
  ROUND_WINDOW_RANGE,
  type AdmissionRound,
  type LookupItem,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useSaveRoundMutation } from '../../state/admission-api';
import { fromLocalInputValue, toLocalInputValue } from './date-time';

/** The School field's choice for a round of the whole group. */
const ALL_SCHOOLS = 0;

interface RoundFormValues {
  name: string;
  school: number;
  deadline: string;
  window: number;
  autoPromote: boolean;
  seats: Record<string, number | null>;
}

/**
 * Make or change a round: name, school (or the whole group; fixed once
 * made), offer deadline, offer window, automatic promotion, and seats per
 * school. A new round left without seats copies the merit list's; seats
 * change here only while the round has no decisions (then by the what-if).
 */
export function RoundEditorModal({
  round,
  schools,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new round. */
  round: AdmissionRound | null;
  schools: LookupItem[];
  open: boolean;
  onClose: () => void;
  onSaved: (round: AdmissionRound) => void;
}) {
  const [form] = Form.useForm<RoundFormValues>();
  const [saveRound, { isLoading }] = useSaveRoundMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const school = Form.useWatch('school', form) ?? round?.school_id ?? ALL_SCHOOLS;
  const decided = round !== null && Object.entries(round.counts).some(([state, count]) => state !== 'pending' && count > 0);
  const seatSchools: Array<{ id: number; name: string }> = round
    ? round.seats.map((entry) => ({ id: entry.school_id, name: entry.name }))
    : schools.filter((entry) => school === ALL_SCHOOLS || entry.id === school);

  const submit = async (values: RoundFormValues) => {
    setFailure(null);
    const seats = seatSchools.flatMap((entry) => {
      const value = values.seats?.[String(entry.id)];
      return value === null || value === undefined ? [] : [{ school_id: entry.id, seats: value }];
    });
    try {
      const saved = await saveRound({
        ...(round ? { id: round.id } : {}),
        name: values.name,
        school_id: values.school === ALL_SCHOOLS ? null : values.school,
        offer_deadline: fromLocalInputValue(values.deadline) ?? values.deadline,
        offer_window_hours: values.window,
        auto_promote: values.autoPromote,
        ...(decided || seats.length === 0 ? {} : { seats }),
      }).unwrap();
      onSaved(saved);
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Modal
      title={round ? `Edit ${round.name}` : 'New admission round'}
      open={open}
      onCancel={onClose}
      okText={round ? 'Save round' : 'Make round'}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      destroyOnHidden
      width={640}
    >
      <Form<RoundFormValues>
        form={form}
        layout="vertical"
        aria-label="Admission round"
        initialValues={{
          name: round?.name ?? '',
          school: round?.school_id ?? ALL_SCHOOLS,
          deadline: toLocalInputValue(round?.offer_deadline),
          window: round?.offer_window_hours ?? DEFAULT_OFFER_WINDOW_HOURS,
          autoPromote: round?.auto_promote ?? true,
          seats: Object.fromEntries((round?.seats ?? []).map((entry) => [String(entry.school_id), entry.seats])),
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 200, message: ROUND_NAME_REQUIRED }]}>
          <Input dir="auto" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="school"
          label="School"
          extra={round ? 'A round keeps its school.' : "The round reads this school's merit list, or every school's for All schools."}
        >
          <Select
            disabled={round !== null}
            options={[{ value: ALL_SCHOOLS, label: 'All schools' }, ...schools.map((entry) => ({ value: entry.id, label: entry.name }))]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="deadline"
            label="Offer deadline"
            rules={[{ required: true, message: ROUND_DEADLINE_FORMAT }, { validator: deadlineValidator }]}
          >
            <Input type="datetime-local" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item
            name="window"
            label="Offer window (hours)"
            extra="An offer made from the waitlist late in the season runs at least this long."
            rules={[{ required: true, type: 'integer', min: 1, max: 2160, message: ROUND_WINDOW_RANGE }]}
          >
            <InputNumber style={{ width: 140 }} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="autoPromote"
          label="Promote the waitlist automatically"
          valuePropName="checked"
          extra="On: a decline or an expired offer offers the seat to the next on the waitlist. Off: staff promote with a what-if."
        >
          <Switch />
        </Form.Item>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>Seats per school</legend>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {decided
              ? 'This round has decisions: change its seats with Change seats, which shows the what-if first.'
              : round
                ? 'The seats of each school in this round.'
                : "Leave empty to copy the merit list's seats."}
          </Typography.Paragraph>
          {seatSchools.map((entry) => (
            <Form.Item
              key={entry.id}
              name={['seats', String(entry.id)]}
              label={entry.name}
              rules={[{ type: 'integer', min: 0, max: 100_000, message: MERIT_SEATS_RANGE }]}
            >
              <InputNumber disabled={decided} style={{ width: 140 }} />
            </Form.Item>
          ))}
        </fieldset>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}

function deadlineValidator(_: unknown, value: string | undefined) {
  return !value || fromLocalInputValue(value) ? Promise.resolve() : Promise.reject(new Error(ROUND_DEADLINE_FORMAT));
}
