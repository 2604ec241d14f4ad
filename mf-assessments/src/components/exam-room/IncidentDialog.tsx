import { Alert, App, Flex, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import {
  INCIDENT_GROUPS,
  INCIDENT_NOTE_MAX,
  ROOM_MAX_MINUTES,
  incidentNoteMissing,
  type AssessmentLang,
  type IncidentCategory,
  type IncidentGroup,
  type RoomAttempt,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { directionOf } from '../DirectionFrame';
import { INCIDENT_WORDS } from '../../state/incident-words';
import { useAddIncidentMutation, useIncidentsQuery } from '../../state/incidents-api';

interface Props {
  examId: number;
  lang: AssessmentLang;
  /** Minutes may be given back only on a timed assessment. */
  timed: boolean;
  attempt: RoomAttempt;
  onClose: () => void;
}

interface IncidentForm {
  category: IncidentCategory;
  note: string;
  minutes: number | null;
}

/** Record one incident on one attempt (category, note, minutes given back), with the incidents already recorded for it listed below. */
export function IncidentDialog({ examId, lang, timed, attempt, onClose }: Props) {
  const words = INCIDENT_WORDS[lang];
  const dir = directionOf(lang);
  const { message } = App.useApp();
  const [form] = Form.useForm<IncidentForm>();
  const [addIncident, { isLoading: busy }] = useAddIncidentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const recorded = useIncidentsQuery(examId).data?.filter((incident) => incident.attemptId === attempt.id) ?? [];

  async function record(values: IncidentForm) {
    setRefusal(null);
    try {
      const minutes = timed ? (values.minutes ?? 0) : 0;
      await addIncident({ examId, attemptId: attempt.id, category: values.category, note: (values.note ?? '').trim(), minutes }).unwrap();
      void message.success(words.recorded(minutes), 6);
      onClose();
    } catch (failure) {
      setRefusal(toCallFailure(failure).message);
    }
  }

  return (
    <Modal
      title={<bdi>{words.dialogTitle(attempt.name)}</bdi>}
      open
      okText={words.save}
      cancelText={words.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div dir={dir} lang={lang === 'Ar' ? 'ar' : 'en'}>
        <Form form={form} layout="vertical" onFinish={record} requiredMark={false} initialValues={{ minutes: 0, note: '' }}>
          <Form.Item name="category" label={words.category} rules={[{ required: true, message: words.category }]}>
            <Radio.Group>
              <Flex vertical gap={8}>
                {(Object.keys(INCIDENT_GROUPS) as IncidentGroup[]).map((group) => (
                  <div key={group} role="group" aria-label={words.groups[group]}>
                    <Typography.Text type="secondary">{words.groups[group]}: </Typography.Text>
                    {INCIDENT_GROUPS[group].map((category) => (
                      <Radio key={category} value={category}>
                        {words.categories[category]}
                      </Radio>
                    ))}
                  </div>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="note"
            label={words.note}
            dependencies={['category']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  incidentNoteMissing(getFieldValue('category') as IncidentCategory, value ?? '')
                    ? Promise.reject(new Error(words.noteRequired))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input.TextArea rows={3} maxLength={INCIDENT_NOTE_MAX} />
          </Form.Item>
          {timed && (
            <Form.Item
              name="minutes"
              label={words.minutes}
              extra={words.minutesHelp}
              rules={[
                {
                  validator: (_, value: number | null) =>
                    value === null || (Number.isInteger(value) && value >= 0 && value <= ROOM_MAX_MINUTES)
                      ? Promise.resolve()
                      : Promise.reject(new Error(words.minutesInvalid)),
                },
              ]}
            >
              <InputNumber min={0} max={ROOM_MAX_MINUTES} precision={0} />
            </Form.Item>
          )}
        </Form>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
        <section aria-label={words.recordedTitle}>
          <Typography.Title level={5}>{words.recordedTitle}</Typography.Title>
          {recorded.length === 0 ? (
            <Typography.Text type="secondary">{words.noneRecorded}</Typography.Text>
          ) : (
            <ul>
              {recorded.map((incident) => (
                <li key={incident.id}>
                  <strong>{words.categories[incident.category]}</strong>
                  {incident.note && <bdi>{` — ${incident.note}`}</bdi>}
                  {incident.minutes > 0 && ` · ${words.minutesGiven(incident.minutes)}`}
                  <Typography.Text type="secondary">
                    {' · '}
                    <bdi>
                      {words.by(incident.recordedBy, new Date(incident.recordedAt).toLocaleString(lang === 'Ar' ? 'ar-EG' : 'en-GB'))}
                    </bdi>
                  </Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}
