import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { TRANSFER_REASON_REQUIRED, type Applicant, type LookupItem } from '@mizan/shared';
import { fetchApplicantForEdit, fetchPositions } from '../state/applicant-calls';
import { toFailure, type CallFailure } from '../state/failure';
import { ApplicantForm, type ApplicantFormValues } from './ApplicantForm';
import { specializationInput, toFormValues, toSaveInput } from './applicant-form-values';
import { useApplicantSave } from './use-applicant-save';

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
  onSaved: (applicant: Applicant) => void;
}

/**
 * Add Applicant Info, Update Applicant Info and Change Specialization
 * (SPEC §2, §4). Update loads the applicant with `admin/getapp.php`; Change
 * Specialization loads it with spe_only and leaves only the school enabled.
 * The parent gives it a new key on each opening.
 */
export function ApplicantFormModal({ mode, applicantId, schools, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ApplicantFormValues>();
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const { save, saving, failure } = useApplicantSave(form);
  const [loaded, setLoaded] = useState<{ applicant: Applicant; schools: LookupItem[] } | null>(null);
  const [loading, setLoading] = useState(mode !== 'add');
  const [loadFailure, setLoadFailure] = useState<CallFailure | null>(null);
  const [positions, setPositions] = useState<LookupItem[]>([]);

  const load = useCallback(() => {
    if (mode === 'add' || applicantId === null) return () => undefined;
    let current = true;
    setLoading(true);
    setLoadFailure(null);
    fetchApplicantForEdit(applicantId, mode === 'specialization')
      .then((answer) => {
        if (!current) return;
        setLoaded(answer);
        form.setFieldsValue(toFormValues(answer.applicant));
      })
      .catch((error: unknown) => {
        if (current) setLoadFailure(toFailure(error));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [mode, applicantId, form]);
  useEffect(load, [load]);

  useEffect(() => {
    if (mode === 'specialization') return;
    let current = true;
    // Suggestions only: without them the Position field is plain text.
    fetchPositions()
      .then((list) => current && setPositions(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [mode]);

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
    if (saved) {
      onSaved(saved);
      onClose();
    }
  };

  const unavailable = mode !== 'add' && (loading || loadFailure !== null || loaded === null);

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
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Change Specialization: only the school can be changed here."
        />
      )}
      {loadFailure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="The applicant could not be loaded."
          description={loadFailure.message}
          action={
            <Button size="small" danger onClick={load}>
              Retry
            </Button>
          }
        />
      )}
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
