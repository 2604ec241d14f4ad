import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { Applicant } from '@mizan/shared';
import { useRenewAccessCodeMutation } from '../state/applicants-api';
import { CellProblem } from './CellProblem';
import { useCellCall } from './use-cell-call';

/**
 * An applicant's access code (docs/security.md, Access codes), for staff who
 * add and update applicants, with 'New code' for a code that was lost or
 * seen by someone else: the old code stops working at once, so it asks first.
 */
export function AccessCodeCell({ applicant }: { applicant: Applicant }) {
  const [code, setCode] = useState(applicant.access_code ?? '');
  const [renewAccessCode] = useRenewAccessCodeMutation();
  const { loading, problem, run: renew } = useCellCall(() => renewAccessCode(applicant.id).unwrap(), setCode);

  return (
    <Flex vertical gap={2}>
      <Flex gap={4} align="center" wrap={false}>
        <Typography.Text
          code
          copyable={code ? { text: code } : false}
          aria-label={`Access code of ${applicant.name}`}
          style={{ letterSpacing: 1 }}
        >
          {code || '—'}
        </Typography.Text>
        <Popconfirm
          title="Make a new access code?"
          description="The old code stops working at once."
          okText="New code"
          cancelText="Cancel"
          onConfirm={renew}
        >
          <Button size="small" type="link" loading={loading} aria-label={`New code for ${applicant.name}`}>
            New code
          </Button>
        </Popconfirm>
      </Flex>
      <CellProblem problem={problem} />
    </Flex>
  );
}
