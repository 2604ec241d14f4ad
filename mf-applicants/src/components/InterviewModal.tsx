import { Alert, App, ConfigProvider, Flex, Form, Input, Modal, Radio, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  RATING_LABELS,
  RATING_MAX,
  RATING_MIN,
  RATING_REQUIRED,
  interviewFormFor,
  interviewQuestionKeys,
  type Applicant,
} from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { useInterviewQuery, useSubmitInterviewMutation } from '../state/applicants-api';
import { InterviewPanelSection } from './interview-panel/InterviewPanelSection';

/** SPEC §8, word for word (typo included). */
export const INTERVIEW_SUBMITTED = 'You have submitted Successfuly.';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

interface Props {
  applicant: Pick<Applicant, 'id' | 'name' | 'job'>;
  open: boolean;
  onClose: () => void;
}

type Answers = Record<string, number | string | undefined>;

/**
 * The Interview modal (SPEC §2, §4): the rating form that follows the
 * applicant's job (12, 7 or 21 criteria, Arabic, right to left), each rated
 * 1 to 5 and all required, prefilled with an earlier review when there is one.
 * The parent gives it a new key on each opening.
 */
export function InterviewModal({ applicant, open, onClose }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Answers>();
  const interviewForm = useMemo(() => interviewFormFor(applicant.job), [applicant.job]);
  const keys = useMemo(() => interviewQuestionKeys(interviewForm.size), [interviewForm.size]);
  const { data: review, error: loadError, isFetching: loading } = useInterviewQuery(applicant.id, { refetchOnMountOrArgChange: true });
  const [submitInterview, { isLoading: saving }] = useSubmitInterviewMutation();
  const [saveFailure, setSaveFailure] = useState<CallFailure | null>(null);
  // A review made on another form (the job changed since) cannot prefill this one.
  const earlier = !loading && review && review.form === interviewForm.size ? review : null;
  const loadFailure = !loading && loadError ? toCallFailure(loadError) : null;

  useEffect(() => {
    if (earlier) form.setFieldsValue({ ...earlier.answers, notes: earlier.notes });
  }, [earlier, form]);

  const submit = async () => {
    let values: Answers;
    try {
      values = await form.validateFields();
    } catch {
      return; // each unrated criterion shows its message
    }
    setSaveFailure(null);
    try {
      const answers = Object.fromEntries(keys.map((key) => [key, Number(values[key])]));
      const notes = typeof values.notes === 'string' ? values.notes.trim() : '';
      // The My Review cell takes the answer's parent score (applicants-api.ts).
      await submitInterview({ applicant_id: applicant.id, ...answers, ...(notes ? { notes } : {}) }).unwrap();
      onClose();
      modal.success({ title: INTERVIEW_SUBMITTED });
    } catch (error) {
      setSaveFailure(toCallFailure(error));
    }
  };

  return (
    <Modal
      open={open}
      title="Interview"
      okText="Submit"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      mask={{ closable: false }}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Typography.Text strong>{applicant.name}</Typography.Text>
        <Typography.Text type="secondary">
          {' '}
          · job {applicant.job ?? 0} · {interviewForm.size} criteria, each rated {RATING_MIN} to {RATING_MAX}
        </Typography.Text>
      </Typography.Paragraph>
      {earlier && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Showing the earlier review${earlier.reviewer ? ` by ${earlier.reviewer}` : ''}${earlier.at ? ` of ${new Date(earlier.at).toLocaleDateString()}` : ''}; submitting replaces it.`}
        />
      )}
      {loadFailure && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="An earlier review could not be loaded, so the form starts empty."
          description={loadFailure.message}
        />
      )}
      {saveFailure && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={saveFailure.message} />}
      <InterviewPanelSection applicantId={applicant.id} form={interviewForm} />
      <Spin spinning={loading} description="Loading the earlier review…">
        <ConfigProvider direction="rtl">
          <div dir="rtl" lang="ar" data-testid="interview-form">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {interviewForm.title}
            </Typography.Title>
            {/* One line per criterion: the criterion on the right, its five ratings on the left. */}
            <Form<Answers>
              form={form}
              name="interview"
              layout="horizontal"
              requiredMark={false}
              colon={false}
              labelWrap
              labelCol={{ flex: '1 1 280px' }}
              wrapperCol={{ flex: '0 0 auto' }}
              // 'left' is the start side: antd mirrors it to the right in a right-to-left form.
              labelAlign="left"
            >
              {interviewForm.criteria.map((criterion, index) => {
                const key = keys[index];
                const labelId = `interview-${applicant.id}-${key}`;
                return (
                  <Form.Item
                    key={key}
                    name={key}
                    label={
                      <span id={labelId}>
                        {index + 1}. {criterion}
                      </span>
                    }
                    rules={[{ required: true, message: RATING_REQUIRED }]}
                    style={{ marginBottom: 6, paddingBlock: 4, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
                  >
                    <Radio.Group aria-labelledby={labelId} optionType="button" buttonStyle="solid" size="small">
                      {RATINGS.map((rating) => (
                        <Radio.Button key={rating} value={rating} aria-label={`${rating} ${RATING_LABELS[rating] ?? ''}`.trim()}>
                          {rating} {RATING_LABELS[rating]}
                        </Radio.Button>
                      ))}
                    </Radio.Group>
                  </Form.Item>
                );
              })}
              <Form.Item
                name="notes"
                label="ملاحظات (اختياري)"
                layout="vertical"
                // The criteria's flex basis would become a height in a vertical item.
                labelCol={{ flex: 'none' }}
                wrapperCol={{ flex: 'none' }}
                style={{ marginTop: 12 }}
              >
                <Input.TextArea rows={2} maxLength={2000} />
              </Form.Item>
            </Form>
          </div>
        </ConfigProvider>
      </Spin>
      <Flex justify="end">
        <Typography.Text type="secondary">Every criterion needs a rating before submitting.</Typography.Text>
      </Flex>
    </Modal>
  );
}
