import { App, Button, Card, ConfigProvider, Form, Input, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND_NAME, INVALID_LINK, SSN_LENGTH, formRules, type AnswerOf, type TextRule } from '@mizan/shared';
import { ApiError, api } from '@mizan/shared/browser';

/** SPEC §5: 'Required', then 'Must be 14 characters' for shorter and longer. */
export const APPLY_SSN_RULE: TextRule = { required: true, length: SSN_LENGTH };

export const confirmTitle = (name: string) => `Are you "${name}" ? and ready to start the Assessment?`;

interface Named {
  id: number;
  name: string;
}

/** Positions and schools (emp/getpositions.php), kept for the later parts of the application. */
export interface ApplyOptions {
  positions: Named[];
  schools: Named[];
}

/** Eastern Arabic digits typed on an Arabic keyboard count as 0-9 (the server reads them so too). */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

type ApplyExam = AnswerOf<'applyExam'>['data'];

/**
 * The public apply page (SPEC §2, §5, §8): the brand and the assessment's
 * title (emp/getapplyexam.php, ours; only for an assessment open for
 * registration), right to left for an Arabic assessment. Without them (an
 * unknown or closed assessment) the form stays and registering says why.
 */
export function ApplyPage({ examId }: { examId: string }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ ssn: string }>();
  const [busy, setBusy] = useState(false);
  const [, setOptions] = useState<ApplyOptions | null>(null);
  const [exam, setExam] = useState<ApplyExam | null>(null);

  useEffect(() => {
    if (!examId) return;
    let current = true;
    api.call('applyOptions', {}).then(
      (answer) => current && setOptions(answer.data),
      // The options are not needed to register; a failure here stays quiet.
      () => undefined,
    );
    api.call('applyExam', { exam_id: examId }).then(
      (answer) => current && setExam(answer.data),
      // Registering gives the same refusal with its sentence; the heading just stays general.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [examId]);

  if (!examId) {
    return <Result status="warning" title={INVALID_LINK} />;
  }

  async function register({ ssn }: { ssn: string }) {
    setBusy(true);
    try {
      const answer = await api.call('registerForExam', { exam_id: examId, ssn: latinDigits(ssn.trim()) });
      if (!answer.data) {
        modal.error({ title: answer.msg || 'Error!' });
        return;
      }
      const hash = answer.data;
      modal.confirm({
        title: confirmTitle(answer.msg),
        okText: 'Yes',
        cancelText: 'NO',
        onOk: () => navigate(`/assessment?hash=${encodeURIComponent(hash)}`),
      });
    } catch (error) {
      modal.error({ title: 'Error!', content: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const direction = exam?.lang === 'Ar' ? 'rtl' : 'ltr';
  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }}>
        <Typography.Text type="secondary" strong data-testid="apply-brand">
          {BRAND_NAME}
        </Typography.Text>
        <Card style={{ marginTop: 8 }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {exam?.title ?? 'Apply for the assessment'}
          </Typography.Title>
          {exam && <Typography.Paragraph type="secondary">Apply for the assessment</Typography.Paragraph>}
          <Form form={form} layout="vertical" onFinish={register} requiredMark={false}>
            <Form.Item name="ssn" label="ID (SSN)" rules={formRules(APPLY_SSN_RULE)} validateFirst>
              <Input inputMode="numeric" autoComplete="off" maxLength={SSN_LENGTH + 6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} block>
              Register
            </Button>
          </Form>
        </Card>
      </div>
    </ConfigProvider>
  );
}
