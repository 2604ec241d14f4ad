import {
  APPLICANT_NAME_RULE,
  APPLICANT_OPTIONAL_TEXT_RULE,
  APPLICANT_STD_CODE_RULE,
  checkEmail,
  checkGender,
  checkExtraTime,
  checkJob,
  checkMobile,
  checkSchoolId,
  checkScore,
  checkSsn,
  formRules,
  type FormFieldRule,
  type Gender,
} from '@mizan/shared';

/** antd rules from one of shared's check functions: the same messages as the server's. */
export function checkRule(check: (value: unknown) => string | null): FormFieldRule[] {
  return [
    {
      validator: (_rule, value) => {
        const message = check(value);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/**
 * The applicant form's rules (SPEC §5 plus ours, shared/validation/applicant):
 * the SSN is checked as a national ID as it is typed, and against the gender
 * chosen (the ssn field depends on gender, so changing either re-checks it).
 */
export const APPLICANT_FORM_RULES = {
  name: formRules(APPLICANT_NAME_RULE),
  /** `mayStayEmpty`: an update whose stored ID came masked, kept when the field is left empty. */
  ssn: (gender: () => unknown, mayStayEmpty = false): FormFieldRule[] =>
    checkRule((value) => {
      if (mayStayEmpty && asText(value).trim() === '') return null;
      const chosen = gender();
      return checkSsn(asText(value), chosen === 'male' || chosen === 'female' ? (chosen as Gender) : null);
    }),
  gender: checkRule(checkGender),
  email: checkRule((value) => checkEmail(asText(value))),
  mobile: checkRule((value) => checkMobile(asText(value))),
  prep_mark: checkRule(checkScore),
  math: checkRule(checkScore),
  english: checkRule(checkScore),
  std_code: formRules(APPLICANT_STD_CODE_RULE),
  school_id: checkRule(checkSchoolId),
  career: formRules(APPLICANT_OPTIONAL_TEXT_RULE),
  position: formRules(APPLICANT_OPTIONAL_TEXT_RULE),
  job: checkRule(checkJob),
  extra_time_percent: checkRule(checkExtraTime),
};
