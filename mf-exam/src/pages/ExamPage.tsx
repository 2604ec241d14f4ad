import { Alert, Button, ConfigProvider, Flex, Spin, Typography } from 'antd';
import { useDeferredValue, useEffect } from 'react';
import { ATTEMPT_HASH_INVALID, applicantText, localizeRefusal } from '@mizan/shared';
import { useDocumentDirection, useDocumentTitle } from '@mizan/shared/browser';
import { CountdownClock } from '../components/CountdownClock';
import { useDialogs } from '../components/dialogs';
import { showExamEnding } from '../components/ExamEndingDialog';
import { PageProblem } from '../components/PageProblem';
import { SaveIndicator } from '../components/SaveIndicator';
import { LazyExamResult } from '../components/LazyExamResult';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';
import { useExamSession } from '../session/use-exam-session';
import { useQuestionsDrawnInSteps } from '../state/questions-drawn-in-steps';
import { HOLDING_SCREENS, NOTICES_BEFORE_QUESTIONS } from '../components/exam-page-slots';

export { TYPING_PAUSE_MS } from '../session/exam-session';

/**
 * The exam-taking screen (/assessment?hash=…; SPEC §2, §4, ARCHITECTURE §9).
 * It draws the attempt's exam session (mf-exam/src/session/), which owns the
 * rules: the journal, the outbox, the clock, the submit and the refusals.
 */
export function ExamPage({ hash }: { hash: string }) {
  const modal = useDialogs();
  const { session, snapshot } = useExamSession(hash);
  // Drawn apart from the rest, which React renders in slices: on a phone the exam's first screen took the main
  // thread for over 100 ms in one piece, and a tap in that time waited.
  const exam = useDeferredValue(snapshot.exam);
  const questionsDrawn = useQuestionsDrawnInSteps(exam?.exam.questions.length ?? 0);
  const { direction, inExam, submitting } = snapshot;
  const text = applicantText(direction);
  useDocumentDirection(direction);
  useDocumentTitle(snapshot.exam?.exam.title ?? text.loadingExam);
  // An Arabic assessment speaks Arabic everywhere, its dialogs included (shared/src/i18n).
  useEffect(() => session.onEnding((ending) => showExamEnding(modal, ending, session.getSnapshot().direction)), [session, modal]);

  const confirmSubmit = () =>
    modal.confirm({
      title: text.submitExam,
      content: text.submitConfirm,
      okText: text.submitExam,
      cancelText: text.cancel,
      onOk: () => void session.submit('button'),
    });

  if (!hash) return <PageProblem status="warning" title={ATTEMPT_HASH_INVALID} />;
  if (snapshot.loadError) return <PageProblem status="error" title={snapshot.loadError.message} />;
  if (snapshot.openElsewhere) {
    return <PageProblem status="warning" title={text.openElsewhere} detail={localizeRefusal(snapshot.openElsewhere, direction)} />;
  }
  if (snapshot.holding) {
    const Screen = snapshot.holding.code === null ? undefined : HOLDING_SCREENS[snapshot.holding.code];
    return Screen ? (
      <Screen refusal={snapshot.holding} session={session} />
    ) : (
      <PageProblem status="info" title={snapshot.holding.message} />
    );
  }
  if (!exam) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" description={text.loadingExam}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }
  if (exam.status !== 'inprogress') return <LazyExamResult hash={hash} direction={direction} />;

  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} lang={direction === 'rtl' ? 'ar' : 'en'} style={{ maxWidth: 960, margin: '0 auto', padding: '16px 16px 96px' }}>
        {inExam && snapshot.clock && (
          <CountdownClock sync={snapshot.clock} direction={direction} onExpire={() => void session.expireOrResync()} />
        )}
        <Typography.Title level={1}>
          <bdi>{exam.exam.title}</bdi>
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <bdi>{exam.name}</bdi>
        </Typography.Paragraph>
        {snapshot.offline && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={text.offlineAlert} />}
        {NOTICES_BEFORE_QUESTIONS.map((Notice, index) => (
          <Notice key={index} snapshot={snapshot} session={session} />
        ))}
        <Spin spinning={submitting} description={text.submitting}>
          {/* A screen's height while the questions load: the Submit button below then does not jump down when they come. */}
          <QuestionsArea loadingHeight="100vh">
            <Flex vertical gap={16}>
              {exam.exam.questions.slice(0, questionsDrawn.drawn).map((question, index) => (
                <section
                  key={question.id}
                  data-question-id={question.id}
                  onBlur={(event) => {
                    // Focus left this question (not moved within it): send what was typed.
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void session.settle(question.id);
                  }}
                >
                  <QuestionView
                    question={question}
                    mode="examMode"
                    index={index + 1}
                    direction={direction}
                    upload={session.upload}
                    answer={snapshot.answers[question.id] ?? null}
                    onAnswer={inExam && !submitting ? (value) => session.answer(question.id, value) : undefined}
                    onShown={index === 0 ? questionsDrawn.firstShown : undefined}
                  />
                  <div style={{ marginTop: 4 }}>
                    <SaveIndicator status={snapshot.statuses[question.id]} words={text.saveStatus} />
                  </div>
                </section>
              ))}
            </Flex>
          </QuestionsArea>
          {questionsDrawn.all && (
            <Flex justify="center" style={{ marginTop: 24 }}>
              <Button type="primary" size="large" onClick={confirmSubmit} disabled={!inExam || submitting}>
                {text.submitExam}
              </Button>
            </Flex>
          )}
        </Spin>
      </div>
    </ConfigProvider>
  );
}
