import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('antd/es/result'));

/**
 * antd's Result, its code loaded when one is first shown. Pages show a
 * Result for a failure or an end state (a bad link, a crash, a submitted
 * exam), not beside question 1, so the applicant's page does not download
 * it (and its illustrations) before the first question.
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
