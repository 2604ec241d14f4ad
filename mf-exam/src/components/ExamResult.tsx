import { ConfigProvider, Flex, Spin, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import { useEffect, useState, type ReactNode } from 'react';
import { applicantText, localizeMessage, type AnswerOf, type TextDirection } from '@mizan/shared';
import { ApiError, applicantApi } from '@mizan/shared/browser';
import { PageProblem } from './PageProblem';
import { QuestionGrade } from './QuestionGrade';
import { RemarkRequest } from './RemarkRequest';
import { CorrectedOn } from './CorrectedOn';
import { ResultRubric } from './ResultRubric';
import { RESULT_THEME } from './result-theme';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';

type ExamResult = NonNullable<AnswerOf<'examResult'>['data']['result']>;

const ltr = (node: ReactNode) => <bdi dir="ltr">{node}</bdi>;
const FIGURE_STYLES = { title: { marginBottom: 0, fontSize: 12 }, content: { fontSize: 20 } };

/**
 * The graded submission, read-only, in the assessment's language (gradingModeStudent): shown on the same
 * /assessment?hash= link once the assessment releases results and every
 * answer is graded. Until then the server's sentence says why not. Each
 * answer is drawn as the applicant gave it (exam mode without onAnswer),
 * with its mark and feedback; correct answers are not shown (docs/decisions.md).
 */
export function ExamResult({ hash, direction: examDirection }: { hash: string; direction: TextDirection }) {
  const [result, setResult] = useState<ExamResult | null>(null);
  const [unavailable, setUnavailable] = useState<{ status: 'info' | 'error'; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    applicantApi.call('examResult', { id: hash }).then(
      (answer) => {
        if (!current) return;
        if (answer.data.result) setResult(answer.data.result);
        else setUnavailable({ status: 'info', message: answer.msg ?? '' });
      },
      (error: unknown) =>
        current && setUnavailable({ status: 'error', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [hash]);

  // The result's own language once it is here; the exam's until then.
  const direction: TextDirection = result ? (result.lang === 'Ar' ? 'rtl' : 'ltr') : examDirection;
  const text = applicantText(direction);

  if (unavailable) return <PageProblem status={unavailable.status} title={localizeMessage(unavailable.message, direction)} />;
  if (!result) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" description={text.loadingResult}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }

  return (
    <ConfigProvider direction={direction} theme={RESULT_THEME}>
      <div dir={direction} lang={direction === 'rtl' ? 'ar' : 'en'} style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
        <Typography.Title level={1}>
          <bdi>{result.title}</bdi>
        </Typography.Title>
        <Flex data-testid="result-total" role="status" gap={32} wrap style={{ marginBottom: 24 }}>
          <Statistic title={text.total} value={`${result.total} / ${result.max}`} valueRender={ltr} styles={FIGURE_STYLES} />
          <Statistic title={text.percent} value={`${result.percent}%`} valueRender={ltr} styles={FIGURE_STYLES} />
          {result.career !== '' && <Statistic title={text.career} value={result.career} valueRender={ltr} styles={FIGURE_STYLES} />}
        </Flex>
        <QuestionsArea>
          <Flex vertical gap={16}>
            {result.questions.map((entry, index) => (
              <section key={entry.question.id} data-question-id={entry.question.id}>
                <QuestionView question={entry.question} mode="examMode" index={index + 1} direction={direction} answer={entry.answer} />
                <QuestionGrade score={entry.score} max={entry.max} feedback={entry.feedback} words={text} />
                <ResultRubric rubric={entry.rubric} choices={entry.rubricChoice} direction={direction} />
                <RemarkRequest hash={hash} questionId={entry.question.id} appeal={entry.appeal} direction={direction} />
                <CorrectedOn at={entry.correctedAt} direction={direction} />
              </section>
            ))}
          </Flex>
        </QuestionsArea>
      </div>
    </ConfigProvider>
  );
}
