import { Alert, Form, Input, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { TRANSFER_REASON_REQUIRED, type Applicant, type LookupItem } from '@mizan/shared';
import { LoadFailureAlert, skipToken } from '@mizan/shared/browser';
import { useApplicantForEditQuery, usePositionsQuery } from '../state/applicants-api';
import { ApplicantForm, type ApplicantFormValues } from './ApplicantForm';
import { specializationInput, toFormValues, toSaveInput } from './applicant-form-values';
import { useApplicantSave } from './use-applicant-save';

const NO_POSITIONS: LookupItem[] = [];

export type ApplicantFormMode = 'add' | 'update' | 'specialization';

export const MODAL_TITLES: Record<ApplicantFormMode, string> = {
  add: 'Add Applicant Info',
  update: 'Update Applicant Info',
  // SPEC §4: Change Specialization is the Update info modal with only the school open.
  specialization: 'Update Applicant Info',
};

interface Props {
  mode: ApplicantFormMode;
  /** The applicant to update; null to add one. */
  applicantId: number | null;
  /** The schools the list already has (Add needs no call of its own). */
  schools: readonly LookupItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * Add Applicant Info, Update Applicant Info and Change Specialization
 * (SPEC §2, §4). Update loads the applicant with `admin/getapp.php`; Change
 * Specialization loads it with spe_only and leaves only the school enabled.
 * The parent gives it a new key on each opening.
 */
export function ApplicantFormModal({ mode, applicantId, schools, open, onClose }: Props) {
  const [form] = Form.useForm<ApplicantFormValues>();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const { save, saving, failure } = useApplicantSave(form);
  const toLoad = mode === 'add' || applicantId === null ? skipToken : { applicantId, specializationOnly: mode === 'specialization' };
  // Each opening reads the applicant afresh: someone else may have changed them.
  const edited = useApplicantForEditQuery(toLoad, { refetchOnMountOrArgChange: true });
  const loading = edited.isFetching;
  const loaded = loading ? undefined : edited.data;
  const loadFailure = loading ? undefined : edited.error;
  // Suggestions only: without them the Position field is plain text.
  const { data: positions = NO_POSITIONS } = usePositionsQuery(mode === 'specialization' ? skipToken : undefined);

  useEffect(() => {
    if (loaded) form.setFieldsValue(toFormValues(loaded.applicant));
  }, [loaded, form]);

  const submit = async () => {
    let saved: Applicant | null;
    if (mode === 'specialization') {
      if (!loaded) return;
      let schoolId: number | null;
      let reason: string;
      try {
        const [school, given] = await Promise.all([form.validateFields(['school_id']), reasonForm.validateFields()]);
        schoolId = school.school_id;
        reason = given.reason.trim();
      } catch {
        return;
      }
      saved = await save(specializationInput(loaded.applicant, schoolId), loaded.applicant.id, reason);
    } else {
      let values: ApplicantFormValues;
      try {
        values = await form.validateFields();
      } catch {
        return; // antd shows each field's message inline
      }
      saved = await save(toSaveInput(values, mode === 'update'), mode === 'update' && applicantId !== null ? applicantId : undefined);
    }
    // The saved record reaches the cached list and the applicant's page on its own (applicants-api.ts).
    if (saved) onClose();
  };

  const unavailable = mode !== 'add' && (loading || loadFailure !== undefined || loaded === undefined);

  return (
    <Modal
      open={open}
      title={MODAL_TITLES[mode]}
      okText={mode === 'add' ? 'Add applicant' : mode === 'specialization' ? 'Change Specialization' : 'Save changes'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: unavailable }}
      mask={{ closable: false }}
      width={760}
      destroyOnHidden
    >
      {mode === 'specialization' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Change Specialization: only the school can be changed here." />
      )}
      <LoadFailureAlert title="The applicant could not be loaded." failure={loadFailure} onRetry={() => void edited.refetch()} />
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure.message} />}
      <Spin spinning={loading} description="Loading the applicant…">
        <ApplicantForm
          form={form}
          schools={loaded?.schools ?? schools}
          positions={positions}
          schoolOnly={mode === 'specialization'}
          disabled={saving || unavailable}
          storedSsnMask={loaded?.applicant.masked?.includes('ssn') ? loaded.applicant.ssn : undefined}
        />
        {mode === 'specialization' && (
          // The transfer is kept in the applicant's history with this reason (3..500 characters, as the server checks).
          <Form form={reasonForm} layout="vertical" disabled={saving || unavailable}>
            <Form.Item
              name="reason"
              label="Reason"
              rules={[
                {
                  validator: async (_rule, value: unknown) => {
                    const length = typeof value === 'string' ? value.trim().length : 0;
                    if (length < 3 || length > 500) throw new Error(TRANSFER_REASON_REQUIRED);
                  },
                },
              ]}
            >
              <Input.TextArea rows={2} maxLength={500} showCount placeholder="Why does the applicant change school?" />
            </Form.Item>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
