import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import type { Applicant } from '@mizan/shared';
import { saveApplicant, type ApplicantSaveInput } from '../state/applicant-calls';
import { toFailure, type CallFailure } from '../state/failure';
import type { ApplicantFormValues } from './ApplicantForm';
import { APPLICATION_ADDED, APPLICATION_UPDATED } from './applicant-form-values';

/**
 * Saving an applicant through `admin/updateapp.php`: the SPEC's success
 * dialog, and on failure the server's sentence without losing what was typed
 * (a duplicate national ID goes under the SSN field).
 */
export function useApplicantSave(form: FormInstance<ApplicantFormValues>) {
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const save = async (input: ApplicantSaveInput, applicantId?: number, reason?: string): Promise<Applicant | null> => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveApplicant(input, applicantId, reason);
      modal.success({ title: applicantId === undefined ? APPLICATION_ADDED : APPLICATION_UPDATED });
      return saved;
    } catch (error) {
      const problem = toFailure(error);
      if (problem.status === 409) form.setFields([{ name: 'ssn', errors: [problem.message] }]);
      setFailure(problem);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, failure, clearFailure: () => setFailure(null) };
}
