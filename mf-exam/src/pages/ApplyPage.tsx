import { Button, ConfigProvider, Typography } from 'antd';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import {
  ACCESS_CODE_LENGTH,
  BRAND_NAME,
  INVALID_LINK,
  NO_TRIALS_LEFT_CODE,
  SSN_LENGTH,
  familyText,
  applicantText,
  examPath,
  formRules,
  localizeMessage,
  localizeRefusal,
  type TextRule,
} from '@mizan/shared';
import { ApiError, applicantApi, useDocumentDirection, useDocumentTitle } from '@mizan/shared/browser';
import { useDialogs } from '../components/dialogs';
import { DeviceCheckOffer } from '../device-check/DeviceCheckOffer';
import { sendHeldDeviceCheck } from '../device-check/held-result';
import { FindResultForm } from '../components/family/FindResultForm';
import { PageProblem } from '../components/PageProblem';
import type { AssessmentToApplyFor } from '../state/load-apply-exam';
import { applicantPage } from '../state/page-address';

/** SPEC §5: 'Required', then 'Must be 14 characters' for shorter and longer. */
export const APPLY_SSN_RULE: TextRule = { required: true, length: SSN_LENGTH };
/** Only asked for when the assessment requires it; whether it is right is the server's to say. */
const ACCESS_CODE_RULE: TextRule = { required: true };

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

/** The confirm's question with the applicant's name isolated inside it (bidi). */
function ConfirmTitle({ text, name }: { text: string; name: string }) {
  const at = name === '' ? -1 : text.indexOf(name);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{name}</bdi>
      {text.slice(at + name.length)}
    </>
  );
}

interface ApplyFields {
  ssn: string;
  /** Only when the assessment requires access codes. */
  accessCode?: string;
}

/**
 * The public apply page (SPEC §2, §5, §8): the brand and the assessment's
 * title (emp/getapplyexam.php, ours; only for an assessment open for
 * registration), right to left for an Arabic assessment. Without them (an
 * unknown or closed assessment) the form stays and registering says why.
 */
export function ApplyPage({ examId, assessment }: { examId: string; assessment: AssessmentToApplyFor | null }) {
  const modal = useDialogs();
  const [form] = Form.useForm<ApplyFields>();
  const [busy, setBusy] = useState(false);
  const [, setOptions] = useState<ApplyOptions | null>(null);
  const [exam, setExam] = useState(assessment?.exam ?? null);
  const [finding, setFinding] = useState(false);
  const direction = exam?.lang === 'Ar' ? 'rtl' : 'ltr';
  const text = applicantText(direction);
  useDocumentDirection(direction);
  useDocumentTitle(!examId ? INVALID_LINK : (exam?.title ?? text.applyTitle));

  useEffect(() => {
    if (!examId) return;
    let current = true;
    applicantApi.call('applyOptions', {}).then(
      (answer) => current && setOptions(answer.data),
      // The options are not needed to register; a failure here stays quiet.
      () => undefined,
    );
    // A slow answer still names the assessment when it comes; an unknown or closed one leaves the heading general.
    if (assessment && !assessment.exam) assessment.later.then((late) => current && late && setExam(late));
    return () => {
      current = false;
    };
  }, [examId, assessment]);

  if (!examId) {
    return <PageProblem status="warning" title={INVALID_LINK} />;
  }

  async function register({ ssn, accessCode }: ApplyFields) {
    setBusy(true);
    try {
      const code = exam?.accessCodeRequired ? { access_code: (accessCode ?? '').trim() } : {};
      const answer = await applicantApi.call('registerForExam', { exam_id: examId, ssn: latinDigits(ssn.trim()), ...code });
      if (!answer.data) {
        modal.error({ title: answer.msg ? localizeMessage(answer.msg, direction) : text.error, okText: text.ok });
        return;
      }
      const hash = answer.data;
      // A rehearsal run before registering is kept for this attempt, before the page moves on to it.
      const heldSent = sendHeldDeviceCheck(examId, hash);
      modal.confirm({
        // The name is the applicant's own, in whatever script: isolated so its quotes and marks stay around it.
        title: <ConfirmTitle text={text.confirmTitle(answer.msg)} name={answer.msg} />,
        okText: text.yes,
        cancelText: text.no,
        onOk: () => heldSent.then(() => applicantPage.load(examPath(hash))),
      });
    } catch (error) {
      const content = error instanceof ApiError ? localizeRefusal(error, direction) : String(error);
      if (error instanceof ApiError && error.code === NO_TRIALS_LEFT_CODE) {
        // Someone who used every trial is often looking for their result: offer the way back.
        modal.confirm({
          title: text.error,
          content,
          okText: familyText(exam?.lang ?? 'En').findOpen,
          cancelText: text.ok,
          onOk: () => setFinding(true),
        });
        return;
      }
      modal.error({ title: text.error, content, okText: text.ok });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }}>
        <Typography.Text type="secondary" strong data-testid="apply-brand">
          {BRAND_NAME}
        </Typography.Text>
        <Card style={{ marginTop: 8 }}>
          <Typography.Title level={1} style={{ marginTop: 0 }}>
            {exam ? <bdi>{exam.title}</bdi> : text.applyTitle}
          </Typography.Title>
          {exam && <Typography.Paragraph type="secondary">{text.applyTitle}</Typography.Paragraph>}
          <Form form={form} layout="vertical" onFinish={register} requiredMark={false}>
            <Form.Item
              name="ssn"
              label={text.nationalIdLabel}
              rules={formRules(APPLY_SSN_RULE, (message) => localizeMessage(message, direction))}
              validateFirst
            >
              <Input inputMode="numeric" autoComplete="off" maxLength={SSN_LENGTH + 6} />
            </Form.Item>
            {exam?.accessCodeRequired && (
              <Form.Item
                name="accessCode"
                label={text.accessCodeLabel}
                extra={text.accessCodeHint}
                rules={formRules(ACCESS_CODE_RULE, (message) => localizeMessage(message, direction))}
              >
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={ACCESS_CODE_LENGTH * 2}
                  dir="ltr"
                  style={{ fontFamily: 'monospace', letterSpacing: 2, textTransform: 'uppercase' }}
                />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={busy} block>
              {text.register}
            </Button>
          </Form>
          {!finding && (
            <Button type="link" onClick={() => setFinding(true)} style={{ paddingInline: 0, marginTop: 8 }}>
              {familyText(exam?.lang ?? 'En').findOpen}
            </Button>
          )}
          {finding && <FindResultForm lang={exam?.lang ?? 'En'} accessCodes={exam ? exam.accessCodeRequired : null} />}
          <DeviceCheckOffer lang={exam?.lang ?? 'En'} examId={examId} />
        </Card>
      </div>
    </ConfigProvider>
  );
}
