import { Alert, App, Checkbox, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchAssessmentChoices, fillScores } from '../state/merit-calls';
import { toFailure } from '../state/failure';

interface FillValues {
  assessment_id: number;
  field: 'math' | 'english';
  overwrite: boolean;
}

/**
 * Ours: copy an assessment's graded results into Math. or Eng. Score. Each
 * assessment already has its own score column, so this fills only empty (0)
 * scores unless staff explicitly ask to replace the ones entered.
 */
export function FillScoresModal({ open, onClose, onFilled }: { open: boolean; onClose: () => void; onFilled: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FillValues>();
  const [assessments, setAssessments] = useState<Array<{ id: number; name: string }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    fetchAssessmentChoices().then(setAssessments, (error: unknown) => setFailure(`The assessments could not be loaded: ${toFailure(error).message}`));
  }, [open]);

  const submit = async (values: FillValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await fillScores(values.assessment_id, values.field, values.overwrite === true);
      message.success(result.msg || `${result.filled} scores filled.`);
      onFilled();
      onClose();
    } catch (error) {
      setFailure(toFailure(error).message);
    } finally {
      setSaving(false);
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
            loading={assessments === null && failure === null}
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
          Each assessment already appears as its own score column in the table, the export and the Final report. This copies the percent of each
          applicant&apos;s latest graded attempt into the chosen column: only where it is empty (0), unless you tick &ldquo;Replace scores already
          entered&rdquo;.
        </p>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
