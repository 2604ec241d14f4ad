import { Alert, App, Button, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import {
  MERIT_COMPONENTS,
  MERIT_COMPONENT_LABELS,
  MERIT_SEATS_RANGE,
  MERIT_WEIGHT_RANGE,
  MERIT_WEIGHTS_ALL_ZERO,
  type MeritSettings,
  type MeritWeights,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useSaveMeritSettingsMutation } from '../state/merit-api';
import { MeritAssessmentWeights } from './MeritAssessmentWeights';

interface SettingsFormValues extends MeritWeights {
  /** Seats per school, by school id. */
  seats: Record<string, number | null>;
  assessment_weights?: Array<{ assessment_id?: number; weight?: number | null }>;
}

/**
 * Admins: the weights, which rank every school's merit list, and each
 * school's seats, saved for the whole group in one action (no school needs
 * choosing first, and no weight is repeated per school).
 */
export function MeritSettingsForm({ settings, onSaved }: { settings: MeritSettings; onSaved: (settings: MeritSettings) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsFormValues>();
  const [saveMeritSettings, { isLoading: saving }] = useSaveMeritSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SettingsFormValues) => {
    setFailure(null);
    try {
      const weights = Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, values[component]])) as MeritWeights;
      const assessmentWeights = (values.assessment_weights ?? []).map((entry) => ({
        assessment_id: Number(entry.assessment_id),
        weight: entry.weight ?? 0,
      }));
      // A server that does not offer assessment weights (no `assessments`) is sent none.
      const change = {
        weights,
        seats: settings.seats.map((entry) => ({ school_id: entry.school_id, seats: values.seats[String(entry.school_id)] ?? 0 })),
        assessmentWeights: settings.assessments ? assessmentWeights : undefined,
      };
      const saved = await saveMeritSettings(change).unwrap();
      message.success(`The merit settings were saved for all ${settings.seats.length} schools.`);
      onSaved(saved);
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{
        ...settings.weights,
        seats: Object.fromEntries(settings.seats.map((entry) => [String(entry.school_id), entry.seats])),
        assessment_weights: (settings.assessment_weights ?? []).map(({ assessment_id, weight }) => ({ assessment_id, weight })),
      }}
      onFinish={(values) => void submit(values)}
      aria-label="Merit settings"
    >
      <Typography.Paragraph type="secondary" style={{ width: '100%', marginBottom: 8 }}>
        The weights rank the merit list of every school of the group ({settings.seats.length} schools): one save sets them for all.
      </Typography.Paragraph>
      {MERIT_COMPONENTS.map((component, index) => (
        <Form.Item
          key={component}
          name={component}
          label={`${MERIT_COMPONENT_LABELS[component]} weight`}
          dependencies={index === 0 ? MERIT_COMPONENTS.slice(1) : []}
          rules={[
            { required: true, type: 'number', min: 0, max: 1000, message: MERIT_WEIGHT_RANGE },
            ...(index === 0
              ? [
                  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
                    validator: () =>
                      MERIT_COMPONENTS.some((name) => Number(getFieldValue(name)) > 0) ||
                      ((getFieldValue('assessment_weights') ?? []) as SettingsFormValues['assessment_weights'] & object).some(
                        (entry) => Number(entry?.weight) > 0,
                      )
                        ? Promise.resolve()
                        : Promise.reject(new Error(MERIT_WEIGHTS_ALL_ZERO)),
                  }),
                ]
              : []),
          ]}
        >
          <InputNumber aria-label={`${MERIT_COMPONENT_LABELS[component]} weight`} step={0.5} style={{ width: 90 }} />
        </Form.Item>
      ))}
      {settings.assessments && <MeritAssessmentWeights assessments={settings.assessments} />}
      <Flex vertical gap={4} style={{ width: '100%', marginTop: 12 }} role="group" aria-labelledby="merit-seats-heading">
        <Typography.Text strong id="merit-seats-heading">
          Seats per school
        </Typography.Text>
        <Flex gap={8} wrap>
          {settings.seats.map((entry) => (
            <Form.Item
              key={entry.school_id}
              name={['seats', String(entry.school_id)]}
              label={<bdi>{entry.name}</bdi>}
              rules={[{ required: true, type: 'integer', min: 0, max: 100_000, message: MERIT_SEATS_RANGE }]}
              style={{ marginBottom: 4 }}
            >
              <InputNumber aria-label={`Seats: ${entry.name}`} style={{ width: 90 }} />
            </Form.Item>
          ))}
        </Flex>
      </Flex>
      <Form.Item style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save settings
        </Button>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
    </Form>
  );
}
