import { AutoComplete, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { EXTRA_TIME_MAX, EXTRA_TIME_MIN, JOB_MAX, JOB_MIN, SCORE_MAX, SCORE_MIN, parseNationalId, type LookupItem } from '@mizan/shared';
import { APPLICANT_FORM_RULES } from './applicant-form-rules';

/** What the applicant form holds (the contract's field names). */
export interface ApplicantFormValues {
  name: string;
  ssn: string;
  gender: 'male' | 'female' | '';
  email: string;
  mobile: string;
  /** Scores and job are typed as text and parsed by the shared rules. */
  prep_mark: string;
  math: string;
  english: string;
  std_code: string;
  school_id: number | null;
  career: string;
  position: string;
  job: string;
  /** Accommodation: extra time in percent of a timed assessment's duration; '' is none. */
  extra_time_percent: string;
}

export const EMPTY_APPLICANT_FORM: ApplicantFormValues = {
  name: '',
  ssn: '',
  gender: '',
  email: '',
  mobile: '',
  prep_mark: '',
  math: '',
  english: '',
  std_code: '',
  school_id: null,
  career: '',
  position: '',
  job: '',
  extra_time_percent: '',
};

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

interface Props {
  form: FormInstance<ApplicantFormValues>;
  schools: readonly LookupItem[];
  positions?: readonly LookupItem[];
  /** Change Specialization: every field but the school is disabled (SPEC §4). */
  schoolOnly?: boolean;
  /** While saving, nothing can be edited. */
  disabled?: boolean;
  initialValues?: Partial<ApplicantFormValues>;
  /**
   * Updating an applicant whose national ID came masked (getapp.php): the SSN
   * field starts empty with the mask as its placeholder, may stay empty (the
   * stored ID is kept) and is sent only when a new ID is typed.
   */
  storedSsnMask?: string;
}

/** What a valid national ID tells about its holder, under the field. */
function NationalIdHint({ form, storedSsnMask }: { form: FormInstance<ApplicantFormValues>; storedSsnMask?: string }) {
  const ssn = Form.useWatch('ssn', form);
  const parts = typeof ssn === 'string' && ssn.length === 14 ? parseNationalId(ssn) : null;
  if (!parts && storedSsnMask && !ssn)
    return <span>Leave empty to keep the stored ID ({storedSsnMask}); type all 14 digits to change it.</span>;
  if (!parts) return <span>14 digits; the birth date, governorate and gender are read from it.</span>;
  return (
    <span>
      Born {parts.birthDate} · {parts.governorate} · {parts.gender}
    </span>
  );
}

/**
 * The applicant form (SPEC §5) used by Add Applicant Info, Update Applicant
 * Info, Change Specialization and the /applicantcomponent page. Messages come
 * from shared's validation, so the form and the server say the same thing.
 */
export function ApplicantForm({
  form,
  schools,
  positions = [],
  schoolOnly = false,
  disabled = false,
  initialValues,
  storedSsnMask,
}: Props) {
  const locked = disabled || schoolOnly;
  const schoolOptions = useMemo(() => schools.map((school) => ({ value: school.id, label: school.name })), [schools]);
  const positionOptions = useMemo(() => positions.map((position) => ({ value: position.name })), [positions]);
  const ssnRules = useMemo(
    () => APPLICANT_FORM_RULES.ssn(() => form.getFieldValue('gender'), storedSsnMask !== undefined),
    [form, storedSsnMask],
  );
  const score = (name: 'prep_mark' | 'math' | 'english', label: string) => (
    <Col xs={24} sm={8}>
      <Form.Item label={label} name={name} rules={APPLICANT_FORM_RULES[name]} required>
        <Input inputMode="decimal" autoComplete="off" placeholder={`${SCORE_MIN} to ${SCORE_MAX}`} disabled={locked} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ApplicantFormValues>
      form={form}
      name="applicant"
      layout="vertical"
      requiredMark
      initialValues={{ ...EMPTY_APPLICANT_FORM, ...initialValues }}
      disabled={disabled}
    >
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item label="Name" name="name" rules={APPLICANT_FORM_RULES.name} required>
            <Input autoComplete="off" disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Gender" name="gender" rules={APPLICANT_FORM_RULES.gender} required>
            <Select options={GENDER_OPTIONS} placeholder="Choose" disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="SSN (national ID)"
            name="ssn"
            rules={ssnRules}
            dependencies={['gender']}
            required={storedSsnMask === undefined}
            extra={<NationalIdHint form={form} storedSsnMask={storedSsnMask} />}
          >
            <Input inputMode="numeric" maxLength={14} autoComplete="off" disabled={locked} placeholder={storedSsnMask} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Unified code" name="std_code" rules={APPLICANT_FORM_RULES.std_code} required>
            <Input autoComplete="off" disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Email" name="email" rules={APPLICANT_FORM_RULES.email} required>
            <Input type="email" autoComplete="off" disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Mobile" name="mobile" rules={APPLICANT_FORM_RULES.mobile} required>
            <Input inputMode="tel" maxLength={11} autoComplete="off" disabled={locked} />
          </Form.Item>
        </Col>
        {score('prep_mark', 'Prep. Score')}
        {score('math', 'Math. Score')}
        {score('english', 'Eng. Score')}
        <Col xs={24} sm={12}>
          <Form.Item label="School" name="school_id" rules={APPLICANT_FORM_RULES.school_id} required>
            <Select
              options={schoolOptions}
              placeholder="Choose a school"
              showSearch={{ optionFilterProp: 'label' }}
              disabled={disabled}
              autoFocus={schoolOnly}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Career Interest" name="career" rules={APPLICANT_FORM_RULES.career}>
            <Input autoComplete="off" disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Position" name="position" rules={APPLICANT_FORM_RULES.position}>
            <AutoComplete options={positionOptions} disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Job"
            name="job"
            rules={APPLICANT_FORM_RULES.job}
            extra="Chooses the interview form: below 3 → 12 criteria, 3 to 11 → 7, above 11 → 21."
          >
            <Input inputMode="numeric" autoComplete="off" placeholder={`${JOB_MIN} to ${JOB_MAX}`} disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Extra time (%)"
            name="extra_time_percent"
            rules={APPLICANT_FORM_RULES.extra_time_percent}
            extra="Accommodation: every timed assessment lasts this much longer (50 gives 60 minutes 90). Empty: none."
          >
            <Input inputMode="numeric" autoComplete="off" placeholder={`${EXTRA_TIME_MIN} to ${EXTRA_TIME_MAX}`} disabled={locked} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
