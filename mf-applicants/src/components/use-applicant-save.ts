import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import type { Applicant } from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { useSaveApplicantMutation, type ApplicantSaveInput } from '../state/applicants-api';
import type { ApplicantFormValues } from './ApplicantForm';
import { APPLICATION_ADDED, APPLICATION_UPDATED } from './applicant-form-values';

/**
 * Saving an applicant through `admin/updateapp.php`: the SPEC's success
 * dialog, and on failure the server's sentence without losing what was typed
 * (a duplicate national ID goes under the SSN field). The saved record
 * reaches the cached applicants list on its own (applicants-api.ts).
 */
export function useApplicantSave(form: FormInstance<ApplicantFormValues>) {
  const { modal } = App.useApp();
  const [saveApplicant, { isLoading: saving }] = useSaveApplicantMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);

  const save = async (input: ApplicantSaveInput, applicantId?: number, reason?: string): Promise<Applicant | null> => {
    setFailure(null);
    try {
      const saved = await saveApplicant({ fields: input, applicantId, reason }).unwrap();
      modal.success({ title: applicantId === undefined ? APPLICATION_ADDED : APPLICATION_UPDATED });
      return saved;
    } catch (error) {
      const problem = toCallFailure(error);
      if (problem.status === 409) form.setFields([{ name: 'ssn', errors: [problem.message] }]);
      setFailure(problem);
      return null;
    }
  };

  return { save, saving, failure, clearFailure: () => setFailure(null) };
}
