import { Flex, Spin } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const ExamResult = lazy(() => import('./ExamResult').then((module) => ({ default: module.ExamResult })));

/**
 * The result screen, its code (Statistic, Descriptions, Result) loaded when
 * it is shown: after submitting, or on a link whose attempt is over, never
 * while the applicant answers.
 */
export function LazyExamResult(props: ComponentProps<typeof ExamResult>) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" />
        </Flex>
      }
    >
      <ExamResult {...props} />
    </Suspense>
  );
}
