import { Alert, App, Form, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchAssessmentChoices, fillScores } from '../state/merit-calls';
import { toFailure } from '../state/failure';

interface FillValues {
  assessment_id: number;
  field: 'math' | 'english';
}

/** Ours (issue 6): fill Math. or Eng. Score from the graded results of an assessment. */
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
      const result = await fillScores(values.assessment_id, values.field);
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
      <Form form={form} layout="vertical" initialValues={{ field: 'math' }} onFinish={(values) => void submit(values)}>
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
        <p>Each applicant with a graded attempt at this assessment gets the percent of their latest graded attempt; the others keep their score.</p>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
