import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { MASK, REVEAL_NOT_ALLOWED, type Applicant, type MaskedField } from '@mizan/shared';
import { useRevealApplicantFieldMutation } from '../state/applicants-api';
import { CellProblem } from './CellProblem';
import { useCellCall } from './use-cell-call';

const FIELD_LABELS: Record<MaskedField, string> = { ssn: 'national ID', competent: 'psychological-problem flag' };

interface Props {
  applicant: Applicant;
  field: MaskedField;
  /** Whether this viewer's permissions let them reveal it (shared mayRevealApplicantData); the server checks again. */
  mayReveal: boolean;
}

/**
 * A masked value (the national ID or the psychological-problem flag): the
 * mask, and for staff who may see it an eye button (tooltip 'Show'; icon
 * only, so the cell fits its column at every window width) that asks
 * `admin/revealapplicant.php` (each reveal is audited and shows in the
 * applicant's history) and then shows the value, or the server's reason not
 * to. Staff who may not see it get a lock that says so.
 */
export function MaskedCell({ applicant, field, mayReveal }: Props) {
  const [value, setValue] = useState<string | null>(null);
  const [revealApplicantField] = useRevealApplicantFieldMutation();
  const {
    loading,
    problem,
    run: reveal,
  } = useCellCall(() => revealApplicantField({ applicantId: applicant.id, field }).unwrap(), setValue);

  if (value !== null) return <span aria-label={`${FIELD_LABELS[field]} of ${applicant.name}`}>{value || '—'}</span>;
  const shown = field === 'ssn' ? applicant.ssn : MASK;

  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center" wrap={false}>
        <span aria-label={`${FIELD_LABELS[field]} of ${applicant.name}, masked`}>{shown}</span>
        {mayReveal ? (
          <Tooltip title="Show">
            <Button
              size="small"
              type="link"
              icon={<EyeOutlined />}
              loading={loading}
              onClick={reveal}
              aria-label={`Show the ${FIELD_LABELS[field]} of ${applicant.name}`}
            />
          </Tooltip>
        ) : (
          <Tooltip title={REVEAL_NOT_ALLOWED}>
            <LockOutlined aria-label={REVEAL_NOT_ALLOWED} role="img" style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
          </Tooltip>
        )}
      </Flex>
      <CellProblem problem={problem} />
    </Flex>
  );
}
