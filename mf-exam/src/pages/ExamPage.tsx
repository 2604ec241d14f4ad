import { Alert, Button, ConfigProvider, Flex, Spin, Typography } from 'antd';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  ATTEMPT_HASH_INVALID,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  applicantText,
  localizeMessage,
  type QuestionAnswer,
  type StudentExam,
  type TextDirection,
} from '@mizan/shared';
import { ApiError, applicantApi, uploadMedia, useDocumentDirection, useDocumentTitle } from '@mizan/shared/browser';
import { nextAfterSubmit } from '../state/next-after-submit';
import { CountdownClock } from '../components/CountdownClock';
import { useDialogs } from '../components/dialogs';
import { LeaveNote } from '../components/LeaveNote';
import { PageProblem } from '../components/PageProblem';
import { SaveIndicator } from '../components/SaveIndicator';
import { TimeUpNote } from '../components/TimeUpNote';
import { LazyExamResult } from '../components/LazyExamResult';
import { WhatHappensNext } from '../components/WhatHappensNext';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';
import { AnswerJournal } from '../state/answer-journal';
import { AnswerOutbox, type SaveStatus } from '../state/answer-outbox';
import { syncClock, type ClockSync } from '../state/countdown';
import { forgetExam, rememberExam, wasOpenBefore } from '../state/exam-key';
import { loadStudentExam } from '../state/load-student-exam';
import { applicantPage } from '../state/page-address';
import { useQuestionsDrawnInSteps } from '../state/questions-drawn-in-steps';
import { classifySaveError, OPEN_ELSEWHERE_STATUS } from '../state/save-failures';

const noDismiss = { closable: false, keyboard: false, mask: { closable: false } } as const;

/** Answers typed key by key: journaled at once, sent when typing pauses this long (or on blur, leave, submit). */
const TYPED_ANSWERS: ReadonlySet<QuestionAnswer['type']> = new Set(['EssayComponent', 'FillTheBlank', 'Numerical']);
export const TYPING_PAUSE_MS = 1500;

interface Session {
  journal: AnswerJournal;
  outbox: AnswerOutbox;
}

/**
 * The exam-taking screen (/assessment?hash=…; SPEC §2, §4, ARCHITECTURE §9).
 * Every answer goes to the journal first, then to the server (at once, or
 * for typed answers when typing pauses); the clock counts the server's
 * seconds; the submit replays the journal first.
 */
export function ExamPage({ hash }: { hash: string }) {
  const modal = useDialogs();
  const [exam, setExam] = useState<StudentExam | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer | null>>({});
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const [sync, setSync] = useState<ClockSync | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [finished, setFinished] = useState(false);
  /** The server's sentence when this attempt is open in another browser: this one stops and says so. */
  const [openElsewhere, setOpenElsewhere] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const submitStarted = useRef(false);
  const questionsDrawn = useQuestionsDrawnInSteps(exam?.exam.questions.length ?? 0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // An Arabic assessment speaks Arabic everywhere, its dialogs included (shared/src/i18n).
  const direction: TextDirection = exam?.exam.lang === 'Ar' ? 'rtl' : 'ltr';
  const text = applicantText(direction);
  // The dialogs open from callbacks made before the exam (and its language) arrived.
  const directionRef = useRef(direction);
  directionRef.current = direction;
  useDocumentDirection(direction);
  useDocumentTitle(exam?.exam.title ?? text.loadingExam);

  const finish = useCallback(() => {
    setFinished(true);
    setSubmitting(false);
    session.current?.outbox.stop();
    session.current?.journal.clear();
    forgetExam(hash);
  }, [hash]);

  const showSubmittedBefore = useCallback(() => {
    finish();
    modal.error({ title: applicantText(directionRef.current).submittedBeforeDialog, ...noDismiss, footer: null });
    window.close();
  }, [finish, modal]);

  const showOpenElsewhere = useCallback((message: string) => {
    setSubmitting(false);
    session.current?.outbox.stop();
    setOpenElsewhere(message);
  }, []);

  const showTimeIsUp = useCallback(
    (message: string) => {
      finish();
      const words = applicantText(directionRef.current);
      modal.warning({
        title: localizeMessage(message || TIME_IS_UP, directionRef.current),
        content: (
          <>
            <WhatHappensNext words={words} />
            <p>{words.closeBrowser}</p>
          </>
        ),
        ...noDismiss,
        footer: null,
      });
    },
    [finish, modal],
  );

  const submit = useCallback(
    async (reason: 'button' | 'timer' | 'reload') => {
      const current = session.current;
      if (!current || submitStarted.current) return;
      submitStarted.current = true;
      setSubmitting(true);
      // Replay the journal in order first; whatever still could not be sent goes with the submit.
      await current.outbox.drain();
      const unsent = current.journal.pending().map(({ questionId, answer, seq }) => ({ questionId, answer, seq }));
      try {
        const result = await applicantApi.call('submitExam', { id: hash, ...(unsent.length > 0 ? { answers: unsent } : {}) });
        finish();
        const next = nextAfterSubmit(result);
        const words = applicantText(directionRef.current);
        if (next) {
          modal.success({
            title: words.success,
            content: (
              <>
                {reason === 'timer' && <TimeUpNote direction={directionRef.current} />}
                <WhatHappensNext words={words} />
                <p>{next.needsAccessCode ? words.nextNeedsAccessCode : words.nextAssessment}</p>
              </>
            ),
            ...noDismiss,
            okText: words.ok,
            onOk: () => applicantPage.load(next.path),
          });
        } else {
          modal.success({
            title: words.success,
            content: (
              <>
                {reason === 'timer' && <TimeUpNote direction={directionRef.current} />}
                <p>{words.closeWindow}</p>
                <WhatHappensNext words={words} />
                <p>{words.closeBrowser}</p>
              </>
            ),
            ...noDismiss,
            footer: null,
          });
          window.close();
        }
      } catch (error) {
        const message = error instanceof ApiError ? error.message : String(error);
        if (message === SUBMITTED_BEFORE) return showSubmittedBefore();
        if (error instanceof ApiError && error.status === 410) return showTimeIsUp(message);
        if (error instanceof ApiError && error.status === OPEN_ELSEWHERE_STATUS) return showOpenElsewhere(message);
        submitStarted.current = false;
        setSubmitting(false);
        if (reason === 'button') {
          const words = applicantText(directionRef.current);
          modal.error({
            title: words.notSubmitted,
            content: words.notSubmittedDetail(localizeMessage(message, directionRef.current)),
            okText: words.ok,
          });
        } else {
          // The timer (or a reload) keeps trying on its own until the server answers.
          retryTimer.current = setTimeout(() => void submit(reason), 5000);
        }
      }
    },
    [finish, hash, modal, showOpenElsewhere, showSubmittedBefore, showTimeIsUp],
  );

  /**
   * The clock reached zero. Staff may have given more time (the control
   * room) since the last save told this page the deadline: ask the server's
   * clock once before submitting; any failure leaves it to the submit.
   */
  const expireOrResync = useCallback(async () => {
    try {
      const { data } = await applicantApi.call('studentExam', { id: hash });
      if (data.status === 'inprogress' && data.remainingSeconds !== null && data.remainingSeconds > 0) {
        setSync(syncClock(data.remainingSeconds));
        return;
      }
    } catch {
      // The submit below reports what is wrong.
    }
    void submit('timer');
  }, [hash, submit]);

  // Load: the server's exam and saved answers, merged with this device's journal.
  useEffect(() => {
    if (!hash) return;
    let current = true;
    loadStudentExam(hash).then(
      ({ data }) => {
        if (!current) return;
        const journal = new AnswerJournal(hash);
        const merged = journal.merge(data.answers);
        const outbox = new AnswerOutbox({
          journal,
          send: async (entry) =>
            (await applicantApi.call('saveAnswer', { hash, questionId: entry.questionId, answer: entry.answer, seq: entry.seq })).data,
          classify: classifySaveError,
          onStatus: (questionId, status) => setStatuses((previous) => ({ ...previous, [questionId]: status })),
          onSaved: (result) => {
            if (result.remainingSeconds !== null) setSync(syncClock(result.remainingSeconds));
          },
          onFatal: (failure) => {
            if (failure.message === SUBMITTED_BEFORE) showSubmittedBefore();
            else if (failure.status === OPEN_ELSEWHERE_STATUS) showOpenElsewhere(failure.message);
            else void submit('timer');
          },
        });
        session.current = { journal, outbox };
        if (data.status !== 'inprogress') {
          setExam(data);
          // A submitted exam's link is its result page: the result once released, until then what happens next.
          finish();
          return;
        }
        const initial: Record<string, QuestionAnswer | null> = {};
        const initialStatuses: Record<string, SaveStatus> = {};
        for (const [questionId, entry] of merged) {
          initial[questionId] = entry.answer;
          initialStatuses[questionId] = 'saved';
        }
        // Drawn in a transition, which React renders in slices: on a phone the exam's first screen took the main
        // thread for over 100 ms in one piece, and a tap in that time waited.
        startTransition(() => {
          setAnswers(initial);
          setStatuses(initialStatuses);
          setExam(data);
          if (data.remainingSeconds !== null) setSync(syncClock(data.remainingSeconds));
        });
        if (wasOpenBefore(hash) && !data.allowResume) {
          // SPEC §4: the applicant left mid-exam; the reload submits (with every journaled answer).
          void submit('reload');
          return;
        }
        rememberExam(hash);
        void outbox.flush();
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === OPEN_ELSEWHERE_STATUS) setOpenElsewhere(error.message);
        else setLoadError(error instanceof ApiError ? error.message : String(error));
      },
    );
    return () => {
      current = false;
      session.current?.outbox.stop();
      if (retryTimer.current) clearTimeout(retryTimer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per hash
  }, [hash]);

  const inExam = exam !== null && exam.status === 'inprogress' && !finished && openElsewhere === null;

  // Leaving mid-exam asks first (SPEC §4); cleared once submitted.
  useEffect(() => {
    if (!inExam) return;
    const warning = applicantText(direction).leaveWarning;
    const warn = (event: BeforeUnloadEvent) => {
      void session.current?.outbox.settle();
      event.preventDefault();
      event.returnValue = warning;
      return warning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inExam, direction]);

  // The network is back: replay at once. The tab is visible again: re-sync the clock from the server.
  useEffect(() => {
    if (!inExam) return;
    const online = () => void session.current?.outbox.online();
    // Leaving (or hiding) the page sends what is still being typed.
    const leave = () => void session.current?.outbox.settle();
    const visible = () => {
      if (document.visibilityState !== 'visible') return leave();
      applicantApi.call('studentExam', { id: hash }).then(
        ({ data }) => {
          if (data.status !== 'inprogress') showSubmittedBefore();
          else if (data.remainingSeconds !== null) setSync(syncClock(data.remainingSeconds));
        },
        () => undefined,
      );
      void session.current?.outbox.flush();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [hash, inExam, showSubmittedBefore]);

  /** Media answers (recordings, files, drawings) upload as the applicant, with the attempt hash. */
  const upload = useCallback(
    (blob: Blob, name: string, options?: { onProgress?: (fraction: number) => void }) =>
      uploadMedia(blob, { attemptHash: hash, name, onProgress: options?.onProgress }),
    [hash],
  );

  const answer = (questionId: string, value: QuestionAnswer) => {
    setAnswers((previous) => ({ ...previous, [questionId]: value }));
    session.current?.outbox.answer(questionId, value, TYPED_ANSWERS.has(value.type) ? { settleMs: TYPING_PAUSE_MS } : {});
  };

  const confirmSubmit = () =>
    modal.confirm({
      title: text.submitExam,
      content: text.submitConfirm,
      okText: text.submitExam,
      cancelText: text.cancel,
      onOk: () => void submit('button'),
    });

  if (!hash) return <PageProblem status="warning" title={ATTEMPT_HASH_INVALID} />;
  if (loadError) return <PageProblem status="error" title={loadError} />;
  if (openElsewhere) return <PageProblem status="warning" title={text.openElsewhere} detail={localizeMessage(openElsewhere, direction)} />;
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

  const offline = Object.values(statuses).some((status) => status === 'offline');
  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} lang={direction === 'rtl' ? 'ar' : 'en'} style={{ maxWidth: 960, margin: '0 auto', padding: '16px 16px 96px' }}>
        {inExam && sync && <CountdownClock sync={sync} direction={direction} onExpire={() => void expireOrResync()} />}
        <Typography.Title level={1}>
          <bdi>{exam.exam.title}</bdi>
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <bdi>{exam.name}</bdi>
        </Typography.Paragraph>
        {offline && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={text.offlineAlert} />}
        {inExam && !exam.allowResume && <LeaveNote text={text.leaveNote} />}
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
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void session.current?.outbox.settle(question.id);
                  }}
                >
                  <QuestionView
                    question={question}
                    mode="examMode"
                    index={index + 1}
                    direction={direction}
                    upload={upload}
                    answer={answers[question.id] ?? null}
                    onAnswer={inExam && !submitting ? (value) => answer(question.id, value) : undefined}
                  />
                  <div style={{ marginTop: 4 }}>
                    <SaveIndicator status={statuses[question.id]} words={text.saveStatus} />
                  </div>
                </section>
              ))}
            </Flex>
          </QuestionsArea>
          {questionsDrawn.all && (
            <>
              <Flex justify="center" style={{ marginTop: 24 }}>
                <Button type="primary" size="large" onClick={confirmSubmit} disabled={!inExam || submitting}>
                  {text.submitExam}
                </Button>
              </Flex>
            </>
          )}
        </Spin>
      </div>
    </ConfigProvider>
  );
}
