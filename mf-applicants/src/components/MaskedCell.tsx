import { EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { MASK, type Applicant, type MaskedField } from '@mizan/shared';
import { revealApplicantField } from '../state/applicant-calls';
import { toFailure } from '../state/failure';

const FIELD_LABELS: Record<MaskedField, string> = { ssn: 'national ID', competent: 'psychological-problem flag' };

/**
 * A value this viewer gets masked (the national ID or the psychological-problem
 * flag): the mask and an eye button 'Show' that asks `admin/revealapplicant.php`
 * (each reveal is audited on the server) and then shows the value, or why not.
 */
export function MaskedCell({ applicant, field }: { applicant: Applicant; field: MaskedField }) {
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  if (value !== null) return <span>{value || '—'}</span>;
  const shown = field === 'ssn' ? applicant.ssn : MASK;

  async function reveal() {
    setLoading(true);
    setProblem(null);
    try {
      setValue(await revealApplicantField(applicant.id, field));
    } catch (error) {
      setProblem(toFailure(error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center" wrap={false}>
        <span aria-label={`${FIELD_LABELS[field]} of ${applicant.name}, masked`}>{shown}</span>
        <Button size="small" type="link" icon={<EyeOutlined />} loading={loading} onClick={reveal} aria-label={`Show the ${FIELD_LABELS[field]} of ${applicant.name}`}>
          Show
        </Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12, whiteSpace: 'normal' }}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
