import { Button, Result } from 'antd';
import { PATHS } from '@mizan/shared';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { examIdParam } from '../state/exam-id-param';

interface AssessmentFromAddressProps {
  /** What the warning says when the address names no assessment. */
  missingTitle: string;
  missingHint?: string;
  children: (examId: number) => ReactNode;
}

/**
 * A page of one assessment named in its address (`…/:examId`): the page for
 * that assessment, or, when the address names none, a warning with the way
 * back to Taken Assessments.
 */
export function AssessmentFromAddress({ missingTitle, missingHint, children }: AssessmentFromAddressProps) {
  const navigate = useNavigate();
  const examId = examIdParam(useParams().examId);
  if (examId === null) {
    return (
      <Result
        status="warning"
        title={missingTitle}
        subTitle={missingHint}
        extra={<Button onClick={() => navigate(PATHS.takenAssessments)}>Taken Assessments</Button>}
      />
    );
  }
  return children(examId);
}
