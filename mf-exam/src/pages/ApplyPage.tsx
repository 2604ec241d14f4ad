import { Button, ConfigProvider, Spin, Typography, theme } from 'antd';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  ACCESS_CODE_LENGTH,
  BRAND_NAME,
  INVALID_LINK,
  NO_TRIALS_LEFT_CODE,
  SSN_LENGTH,
  familyText,
  applicantText,
  examPath,
  localizeMessage,
  localizeRefusal,
  type TextRule,
} from '@mizan/shared';
import { ApiError, applicantApi, useDocumentDirection, useDocumentTitle } from '@mizan/shared/browser';
import { checkText } from '../../../shared/src/validation/form-rules';
import { useDialogs } from '../components/dialogs';
import { DeviceCheckOffer } from '../device-check/DeviceCheckOffer';
import { sendHeldDeviceCheck } from '../device-check/held-result';
import { ApplyField, antdClasses } from '../apply/ApplyField';
import { CARD_VARS, FORM_VARS } from '../apply/antd-component-vars';
import { PageProblem } from '../components/PageProblem';
import type { AssessmentToApplyFor } from '../state/load-apply-exam';
import { applicantPage } from '../state/page-address';

// "Find my result" (antd's Form, Input and Alert) loads when asked for: most applicants come to register.
const FindResultForm = lazy(() => import('../components/family/FindResultForm').then((module) => ({ default: module.FindResultForm })));

// antd's styles for the form's classes where antd makes them at run time (the shell's mount); see the file.
const RuntimeStylesPrimer = lazy(() => import('../apply/RuntimeStylesPrimer'));

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
  accessCode: string;
}

type FieldErrors = Record<keyof ApplyFields, string | null>;

/**
 * The public apply page (SPEC §2, §5, §8): the brand and the assessment's
 * title (emp/getapplyexam.php, ours; only for an assessment open for
 * registration), right to left for an Arabic assessment. Without them (an
 * unknown or closed assessment) the form stays and registering says why.
 */
export function ApplyPage({ examId, assessment }: { examId: string; assessment: AssessmentToApplyFor | null }) {
  const modal = useDialogs();
  // Empty on the applicant's own page (unhashed, styles from its CSS file); the style hash where antd makes styles at run time.
  const { hashId } = theme.useToken();
  const brand = useRef<HTMLSpanElement>(null);
  const [themeClass, setThemeClass] = useState('');
  const [fields, setFields] = useState<ApplyFields>({ ssn: '', accessCode: '' });
  const [errors, setErrors] = useState<FieldErrors>({ ssn: null, accessCode: null });
  const ssnInput = useRef<HTMLInputElement>(null);
  const accessCodeInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [, setOptions] = useState<ApplyOptions | null>(null);
  const [exam, setExam] = useState(assessment?.exam ?? null);
  const [finding, setFinding] = useState(false);
  const direction = exam?.lang === 'Ar' ? 'rtl' : 'ltr';
  const text = applicantText(direction);
  useDocumentDirection(direction);
  useDocumentTitle(!examId ? INVALID_LINK : (exam?.title ?? text.applyTitle));

  // The class under which antd set the theme's CSS variables, read from an antd part and put on the column, so the
  // form's parts drawn with antd's classes (no antd component) get Mizan's colours and sizes; before the first paint.
  useLayoutEffect(() => {
    const found = [...(brand.current?.classList ?? [])].find((name) => name.startsWith('css-var-'));
    if (found) setThemeClass(found);
  }, []);

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

  const say = (message: string | null) => message && localizeMessage(message, direction);
  const errorOf = (field: keyof ApplyFields, value: string) =>
    field === 'ssn' ? say(checkText(APPLY_SSN_RULE, value)) : exam?.accessCodeRequired ? say(checkText(ACCESS_CODE_RULE, value)) : null;
  /** Checked as typed, like antd's Form.Item. */
  const change = (field: keyof ApplyFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: errorOf(field, value) }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = { ssn: errorOf('ssn', fields.ssn), accessCode: errorOf('accessCode', fields.accessCode) };
    setErrors(found);
    if (found.ssn) ssnInput.current?.focus();
    else if (found.accessCode) accessCodeInput.current?.focus();
    else void register(fields);
  }

  async function register({ ssn, accessCode }: ApplyFields) {
    setBusy(true);
    try {
      const code = exam?.accessCodeRequired ? { access_code: accessCode.trim() } : {};
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

  const rtl = direction === 'rtl';
  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} className={themeClass || undefined} style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }}>
        <Typography.Text ref={brand} type="secondary" strong data-testid="apply-brand">
          {BRAND_NAME}
        </Typography.Text>
        <div className={antdClasses('ant-card', 'ant-card-bordered', rtl && 'ant-card-rtl', hashId)} style={{ ...CARD_VARS, marginTop: 8 }}>
          <div className="ant-card-body">
            <Typography.Title level={1} style={{ marginTop: 0 }}>
              {exam ? <bdi>{exam.title}</bdi> : text.applyTitle}
            </Typography.Title>
            {exam && <Typography.Paragraph type="secondary">{text.applyTitle}</Typography.Paragraph>}
            <form
              className={antdClasses(
                'ant-form',
                'ant-form-vertical',
                'ant-form-hide-required-mark',
                rtl && 'ant-form-rtl',
                'ant-form-css-var',
              )}
              style={FORM_VARS}
              onSubmit={submit}
              noValidate
            >
              <ApplyField
                id="ssn"
                label={text.nationalIdLabel}
                value={fields.ssn}
                onChange={change('ssn')}
                error={errors.ssn}
                rtl={rtl}
                inputRef={ssnInput}
                inputMode="numeric"
                maxLength={SSN_LENGTH + 6}
                hashId={hashId}
              />
              {exam?.accessCodeRequired && (
                <ApplyField
                  id="accessCode"
                  label={text.accessCodeLabel}
                  hint={text.accessCodeHint}
                  value={fields.accessCode}
                  onChange={change('accessCode')}
                  error={errors.accessCode}
                  rtl={rtl}
                  inputRef={accessCodeInput}
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={ACCESS_CODE_LENGTH * 2}
                  hashId={hashId}
                  dir="ltr"
                  inputStyle={{ fontFamily: 'monospace', letterSpacing: 2, textTransform: 'uppercase' }}
                />
              )}
              <Button type="primary" htmlType="submit" loading={busy} block>
                {text.register}
              </Button>
            </form>
            {!finding && (
              <Button type="link" onClick={() => setFinding(true)} style={{ paddingInline: 0, marginTop: 8 }}>
                {familyText(exam?.lang ?? 'En').findOpen}
              </Button>
            )}
            {finding && (
              <Suspense fallback={<Spin style={{ display: 'block', marginTop: 24 }} />}>
                <FindResultForm lang={exam?.lang ?? 'En'} accessCodes={exam ? exam.accessCodeRequired : null} />
              </Suspense>
            )}
            <DeviceCheckOffer lang={exam?.lang ?? 'En'} examId={examId} />
            {hashId && (
              <Suspense fallback={null}>
                <RuntimeStylesPrimer />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </ConfigProvider>
  );
}
