import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { MERIT_WEIGHT_RANGE, type MeritSettings } from '@mizan/shared';

export const CAREER_NOT_WEIGHTABLE = "A career assessment's score is a Holland code, not a percent, so it cannot be weighted.";

type Assessments = NonNullable<MeritSettings['assessments']>;

/**
 * The merit weights on assessments (inside the settings form, field
 * `assessment_weights`): one row per weighted assessment, its percent score
 * weighted like the five fixed parts. Career assessments are listed but
 * disabled, with the reason.
 */
export function MeritAssessmentWeights({ assessments }: { assessments: Assessments }) {
  const hasCareer = assessments.some((assessment) => assessment.career);
  return (
    <Flex vertical gap={4} style={{ width: '100%', marginTop: 8 }}>
      <Typography.Text strong id="merit-assessment-weights">
        Assessment weights
      </Typography.Text>
      {assessments.length === 0 && <Typography.Text type="secondary">No assessment has graded attempts yet.</Typography.Text>}
      <Form.List name="assessment_weights">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} role="group" aria-labelledby="merit-assessment-weights">
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="baseline">
                <Form.Item
                  name={[field.name, 'assessment_id']}
                  rules={[{ required: true, message: 'Choose an assessment.' }]}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    aria-label={`Weighted assessment ${index + 1}`}
                    placeholder="Choose an assessment"
                    style={{ width: 280 }}
                    options={assessments.map((assessment) => ({
                      value: assessment.id,
                      label: assessment.career ? `${assessment.name} (career: cannot be weighted)` : assessment.name,
                      disabled: assessment.career,
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'weight']}
                  rules={[{ required: true, type: 'number', min: 0, max: 1000, message: MERIT_WEIGHT_RANGE }]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber aria-label={`Weight of assessment ${index + 1}`} step={0.5} style={{ width: 90 }} />
                </Form.Item>
                <Button onClick={() => remove(field.name)} aria-label={`Remove weighted assessment ${index + 1}`}>
                  Remove
                </Button>
              </Flex>
            ))}
            {assessments.some((assessment) => !assessment.career) && (
              <Button onClick={() => add({ weight: 1 })} style={{ alignSelf: 'flex-start' }}>
                Add an assessment weight
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
      <Typography.Text type="secondary">
        An assessment weighs the percent of each applicant's latest graded attempt; an applicant who did not take it counts 0.
        {hasCareer ? ` ${CAREER_NOT_WEIGHTABLE}` : ''}
      </Typography.Text>
    </Flex>
  );
}
