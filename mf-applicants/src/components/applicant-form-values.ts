import type { Applicant, ApplicantFormInput } from '@mizan/shared';
import type { ApplicantFormValues } from './ApplicantForm';

/** SPEC §8, word for word. */
export const APPLICATION_ADDED = 'Application Added Successfully.';
export const APPLICATION_UPDATED = 'Application Updated Successfully.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));

/** The form's values as `admin/updateapp.php` takes them (numbers stay as typed; the schema parses them). */
export function toSaveInput(values: ApplicantFormValues): ApplicantFormInput {
  return {
    name: text(values.name),
    ssn: text(values.ssn),
    gender: values.gender,
    email: text(values.email),
    mobile: text(values.mobile),
    prep_mark: text(values.prep_mark),
    math: text(values.math),
    english: text(values.english),
    std_code: text(values.std_code),
    school_id: values.school_id,
    career: text(values.career),
    position: text(values.position),
    job: text(values.job) === '' ? null : text(values.job),
  };
}

/** An applicant record in the form's terms. */
export function toFormValues(applicant: Applicant): ApplicantFormValues {
  return {
    name: applicant.name,
    ssn: applicant.ssn,
    gender: applicant.gender,
    email: applicant.email,
    mobile: applicant.mobile,
    prep_mark: String(applicant.prep_mark),
    math: String(applicant.math),
    english: String(applicant.english),
    std_code: applicant.std_code,
    school_id: applicant.school_id,
    career: applicant.career,
    position: applicant.position,
    job: applicant.job === null ? '' : String(applicant.job),
  };
}

/** Change Specialization: the applicant exactly as loaded, with only the school changed. */
export function specializationInput(applicant: Applicant, schoolId: number | null): ApplicantFormInput {
  return { ...toSaveInput(toFormValues(applicant)), cmatch: applicant.cmatch, school_id: schoolId };
}
