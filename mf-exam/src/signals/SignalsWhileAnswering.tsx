import { Suspense, useMemo } from 'react';
import type { ExamNoticeProps } from '../components/exam-page-slots';
import { LazySignalNotice, useSignals } from './use-signals';

/**
 * A notice before the first question (exam-page-slots.tsx): where the
 * assessment records signals, says so in its language and, while answers
 * may be given, watches and sends them. Elsewhere it draws nothing and
 * loads nothing.
 */
export function SignalsWhileAnswering({ snapshot }: ExamNoticeProps) {
  const exam = snapshot.exam;
  const on = exam?.recordSignals === true && snapshot.inExam;
  const essayIds = useMemo(
    () => (exam ? exam.exam.questions.filter((question) => question.type === 'EssayComponent').map((question) => question.id) : []),
    [exam],
  );
  useSignals(snapshot.hash, on, essayIds);
  if (!on || !exam) return null;
  return (
    <Suspense fallback={null}>
      <LazySignalNotice lang={exam.exam.lang} />
    </Suspense>
  );
}
