import type { Applicant } from '@mizan/shared';
import type { ApplicantSaveInput } from '../state/applicants-api';
import type { ApplicantFormValues } from './ApplicantForm';

/** SPEC §8, word for word. */
export const APPLICATION_ADDED = 'Application Added Successfully.';
export const APPLICATION_UPDATED = 'Application Updated Successfully.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));

/**
 * The form's values as `admin/updateapp.php` takes them (numbers stay as
 * typed; the schema parses them). With `keepStoredSsn` (an update whose ID
 * came masked) an empty SSN field is left out, so the stored ID stays.
 */
export function toSaveInput(values: ApplicantFormValues, keepStoredSsn = false): ApplicantSaveInput {
  const ssn = text(values.ssn);
  return {
    name: text(values.name),
    ...(keepStoredSsn && ssn === '' ? {} : { ssn }),
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
    extra_time_percent: text(values.extra_time_percent) === '' ? 0 : text(values.extra_time_percent),
  };
}

/** An applicant record in the form's terms; a masked ID leaves the SSN field empty (its placeholder shows the mask). */
export function toFormValues(applicant: Applicant): ApplicantFormValues {
  return {
    name: applicant.name,
    ssn: applicant.masked?.includes('ssn') ? '' : applicant.ssn,
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
    extra_time_percent: applicant.extra_time_percent ? String(applicant.extra_time_percent) : '',
  };
}

/** Change Specialization: the applicant exactly as loaded (a masked ID left out), with only the school changed. */
export function specializationInput(applicant: Applicant, schoolId: number | null): ApplicantSaveInput {
  return { ...toSaveInput(toFormValues(applicant), true), cmatch: applicant.cmatch, school_id: schoolId };
}
