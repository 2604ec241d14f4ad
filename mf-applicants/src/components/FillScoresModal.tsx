import { Alert, App, Checkbox, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { toCallFailure } from '@mizan/shared/browser';
import { useAssessmentChoicesQuery, useFillScoresMutation } from '../state/applicants-api';

interface FillValues {
  assessment_id: number;
  field: 'math' | 'english';
  overwrite: boolean;
}

/**
 * Ours: copy an assessment's graded results into Math. or Eng. Score. Each
 * assessment already has its own score column, so this fills only empty (0)
 * scores unless staff explicitly ask to replace the ones entered. The
 * applicants list refetches once scores are filled.
 */
export function FillScoresModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FillValues>();
  const { data: assessments, error: loadError, isLoading } = useAssessmentChoicesQuery(undefined, { skip: !open });
  const [fillScores, { isLoading: saving }] = useFillScoresMutation();
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const failure = saveFailure ?? (loadError ? `The assessments could not be loaded: ${toCallFailure(loadError).message}` : null);

  const submit = async (values: FillValues) => {
    setSaveFailure(null);
    try {
      const result = await fillScores({
        assessmentId: values.assessment_id,
        field: values.field,
        overwrite: values.overwrite === true,
      }).unwrap();
      message.success(result.msg || `${result.filled} scores filled.`);
      onClose();
    } catch (error) {
      setSaveFailure(toCallFailure(error).message);
    }
  };

  return (
    <Modal
      title="Fill scores from an assessment"
      open={open}
      onCancel={onClose}
      okText="Fill scores"
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ field: 'math', overwrite: false }} onFinish={(values) => void submit(values)}>
        <Form.Item name="assessment_id" label="Assessment" rules={[{ required: true, message: 'Choose the assessment.' }]}>
          <Select
            aria-label="Assessment"
            loading={isLoading}
            options={(assessments ?? []).map((assessment) => ({ value: assessment.id, label: assessment.name }))}
          />
        </Form.Item>
        <Form.Item name="field" label="Score to fill">
          <Radio.Group
            options={[
              { value: 'math', label: 'Math. Score' },
              { value: 'english', label: 'Eng. Score' },
            ]}
          />
        </Form.Item>
        <Form.Item name="overwrite" valuePropName="checked">
          <Checkbox>Replace scores already entered</Checkbox>
        </Form.Item>
        <p>
          Each assessment already appears as its own score column in the table, the export and the Final report. This copies the percent of
          each applicant&apos;s latest graded attempt into the chosen column: only where it is empty (0), unless you tick &ldquo;Replace
          scores already entered&rdquo;.
        </p>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
