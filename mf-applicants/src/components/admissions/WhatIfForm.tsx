import { Alert, Flex, Form, InputNumber, Radio, Typography } from 'antd';
import {
  MERIT_COMPONENTS,
  MERIT_COMPONENT_LABELS,
  MERIT_SEATS_RANGE,
  MERIT_WEIGHT_RANGE,
  type AdmissionRound,
  type MeritSettings,
} from '@mizan/shared';
import { MeritAssessmentWeights } from '../MeritAssessmentWeights';
import type { WhatIfKind } from './admission-view-rules';

/** The form values a what-if of `kind` starts from. */
export function whatIfStart(kind: WhatIfKind, round: AdmissionRound, ticked: number, settings: MeritSettings | null) {
  switch (kind) {
    case 'offers':
      return { waitlist: 0, onlyTicked: ticked > 0 };
    case 'seats':
      return { seats: Object.fromEntries(round.seats.map((entry) => [String(entry.school_id), entry.seats])) };
    case 'weights':
      return {
        weights: settings?.weights ?? {},
        assessment_weights: (settings?.assessment_weights ?? []).map(({ assessment_id, weight }) => ({ assessment_id, weight })),
      };
    case 'promote':
      return {};
  }
}

/** The fields of one kind of what-if, inside the what-if's form. */
export function WhatIfForm({
  kind,
  round,
  ticked,
  settings,
}: {
  kind: WhatIfKind;
  round: AdmissionRound;
  ticked: number;
  settings: MeritSettings | null;
}) {
  switch (kind) {
    case 'offers':
      return (
        <>
          <Typography.Paragraph>
            Each school's free seats are offered to the first on its waitlist, then to its best applicants without a decision in merit
            order; the next ones join the waitlist and the rest are not admitted.
          </Typography.Paragraph>
          {ticked > 0 && (
            <Form.Item name="onlyTicked" label="Offer to">
              <Radio.Group
                options={[
                  { value: false, label: 'The best of each school' },
                  { value: true, label: `Only the ${ticked === 1 ? 'ticked applicant' : `${ticked} ticked applicants`}` },
                ]}
              />
            </Form.Item>
          )}
          <Form.Item
            name="waitlist"
            label="Waitlist after the offers (per school)"
            rules={[{ required: true, type: 'integer', min: 0, max: 100_000, message: 'Give a whole number from 0.' }]}
          >
            <InputNumber style={{ width: 140 }} />
          </Form.Item>
        </>
      );
    case 'seats':
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>Seats per school</legend>
          {round.seats.map((entry) => (
            <Form.Item
              key={entry.school_id}
              name={['seats', String(entry.school_id)]}
              label={`${entry.name} (today ${entry.seats}, ${entry.held} held)`}
              rules={[{ required: true, type: 'integer', min: 0, max: 100_000, message: MERIT_SEATS_RANGE }]}
            >
              <InputNumber style={{ width: 140 }} />
            </Form.Item>
          ))}
        </fieldset>
      );
    case 'weights':
      return (
        <>
          {!settings && (
            <Alert type="info" showIcon title="Today's weights could not be read: give every weight." style={{ marginBottom: 12 }} />
          )}
          <Flex gap={12} wrap>
            {MERIT_COMPONENTS.map((component) => (
              <Form.Item
                key={component}
                name={['weights', component]}
                label={`${MERIT_COMPONENT_LABELS[component]} weight`}
                rules={[{ required: true, type: 'number', min: 0, max: 1000, message: MERIT_WEIGHT_RANGE }]}
              >
                <InputNumber step={0.5} style={{ width: 110 }} />
              </Form.Item>
            ))}
          </Flex>
          {settings?.assessments && <MeritAssessmentWeights assessments={settings.assessments} />}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            The weights are the merit list's, for every school: committing saves them and puts the waitlists in the new order.
          </Typography.Paragraph>
        </>
      );
    case 'promote':
      return (
        <Typography.Paragraph>
          Each school's free seats are offered to the first on its waitlist, each with its own deadline; the others move up.
        </Typography.Paragraph>
      );
  }
}
