import { Alert, App, Button, ConfigProvider, Flex, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTEMPT_HASH_INVALID, SUBMITTED_BEFORE, TIME_IS_UP, type QuestionAnswer, type StudentExam } from '@mizan/shared';
import { ApiError, api, uploadMedia } from '@mizan/shared/browser';
import { CountdownClock } from '../components/CountdownClock';
import { SaveIndicator } from '../components/SaveIndicator';
import { ResultPage } from './ResultPage';
import { QuestionView, QuestionsArea } from '../federation/questions-remote';
import { AnswerJournal } from '../state/answer-journal';
import { AnswerOutbox, type SaveStatus, type SendFailure } from '../state/answer-outbox';
import { syncClock, type ClockSync } from '../state/countdown';
import { forgetExam, rememberExam, wasOpenBefore } from '../state/exam-key';

export const SUBMITTED_BEFORE_DIALOG = 'You have submitted this test before! Please close the browser.';
export const LEAVE_WARNING = 'If you leave this page now your exam will be submitted and your result may be 0. Stay on the page to continue.';
export const CLOSE_WINDOW = 'Please, Close this window!';
export const CLOSE_BROWSER = 'Your answers have been submitted. You can close the browser now.';
export const NEXT_ASSESSMENT = 'Your answers have been submitted. Press OK to start your next assessment.';

/** The server's answer when the attempt is open in another browser (Locked). */
const OPEN_ELSEWHERE_STATUS = 423;

/** A failed save: retry (network, busy server), refused for good (400…), or the attempt is over or open elsewhere (409, 410, 423). */
export function classifySaveError(error: unknown): SendFailure {
  if (!(error instanceof ApiError) || error.status === null) return { kind: 'retry' };
  if (error.status === 409 || error.status === 410 || error.status === OPEN_ELSEWHERE_STATUS) {
    return { kind: 'fatal', message: error.message, status: error.status };
  }
  if (error.status >= 500 || error.status === 429 || error.status === 408) return { kind: 'retry' };
  return { kind: 'rejected', message: error.message };
}

const noDismiss = { closable: false, keyboard: false, maskClosable: false } as const;

interface Session {
  journal: AnswerJournal;
  outbox: AnswerOutbox;
}

/**
 * The exam-taking screen (/assessment?hash=…; SPEC §2, §4, ARCHITECTURE §9).
 * Every answer goes to the journal first, then to the server at once; the
 * clock counts the server's seconds; the submit replays the journal first.
 */
export function ExamPage({ hash }: { hash: string }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
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
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finish = useCallback(() => {
    setFinished(true);
    setSubmitting(false);
    session.current?.outbox.stop();
    session.current?.journal.clear();
    forgetExam(hash);
  }, [hash]);

  const showSubmittedBefore = useCallback(() => {
    finish();
    modal.error({ title: SUBMITTED_BEFORE_DIALOG, ...noDismiss, footer: null });
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
      modal.warning({ title: message || TIME_IS_UP, content: CLOSE_BROWSER, ...noDismiss, footer: null });
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
        const result = await api.call('submitExam', { id: hash, ...(unsent.length > 0 ? { answers: unsent } : {}) });
        finish();
        const next = result.data;
        if (next) {
          modal.success({
            title: 'Success',
            content: NEXT_ASSESSMENT,
            ...noDismiss,
            okText: 'OK',
            onOk: () => navigate(`/assessment?hash=${encodeURIComponent(next)}`),
          });
        } else {
          modal.success({
            title: 'Success',
            content: (
              <>
                <p>{CLOSE_WINDOW}</p>
                <p>{CLOSE_BROWSER}</p>
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
          modal.error({ title: 'The exam could not be submitted', content: `${message} Your answers are kept on this device. Press Submit exam again.` });
        } else {
          // The timer (or a reload) keeps trying on its own until the server answers.
          retryTimer.current = setTimeout(() => void submit(reason), 5000);
        }
      }
    },
    [finish, hash, modal, navigate, showOpenElsewhere, showSubmittedBefore, showTimeIsUp],
  );

  // Load: the server's exam and saved answers, merged with this device's journal.
  useEffect(() => {
    if (!hash) return;
    let current = true;
    api.call('studentExam', { id: hash }).then(
      ({ data }) => {
        if (!current) return;
        const journal = new AnswerJournal(hash);
        const merged = journal.merge(data.answers);
        const outbox = new AnswerOutbox({
          journal,
          send: async (entry) =>
            (await api.call('saveAnswer', { hash, questionId: entry.questionId, answer: entry.answer, seq: entry.seq })).data,
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
          // An assessment that releases results shows them on this link instead (ResultPage says when they are not ready).
          if (data.showResults) finish();
          else showSubmittedBefore();
          return;
        }
        const initial: Record<string, QuestionAnswer | null> = {};
        const initialStatuses: Record<string, SaveStatus> = {};
        for (const [questionId, entry] of merged) {
          initial[questionId] = entry.answer;
          initialStatuses[questionId] = 'saved';
        }
        setAnswers(initial);
        setStatuses(initialStatuses);
        setExam(data);
        if (data.remainingSeconds !== null) setSync(syncClock(data.remainingSeconds));
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
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inExam]);

  // The network is back: replay at once. The tab is visible again: re-sync the clock from the server.
  useEffect(() => {
    if (!inExam) return;
    const online = () => void session.current?.outbox.online();
    const visible = () => {
      if (document.visibilityState !== 'visible') return;
      api.call('studentExam', { id: hash }).then(
        ({ data }) => {
          if (data.status !== 'inprogress') showSubmittedBefore();
          else if (data.remainingSeconds !== null) setSync(syncClock(data.remainingSeconds));
        },
        () => undefined,
      );
      void session.current?.outbox.flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
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
    session.current?.outbox.answer(questionId, value);
  };

  const confirmSubmit = () =>
    modal.confirm({
      title: 'Submit exam',
      content: 'Submit your answers now? You cannot change them afterwards.',
      okText: 'Submit exam',
      cancelText: 'Cancel',
      onOk: () => void submit('button'),
    });

  if (!hash) return <Result status="warning" title={ATTEMPT_HASH_INVALID} />;
  if (loadError) return <Result status="error" title={loadError} />;
  if (openElsewhere) return <Result status="warning" title="Open in another browser" subTitle={openElsewhere} />;
  if (!exam) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin size="large" tip="Loading the exam…">
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }

  if (exam.status !== 'inprogress' && exam.showResults) return <ResultPage hash={hash} />;

  const direction = exam.exam.lang === 'Ar' ? 'rtl' : 'ltr';
  const offline = Object.values(statuses).some((status) => status === 'offline');
  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} lang={exam.exam.lang === 'Ar' ? 'ar' : 'en'} style={{ maxWidth: 960, margin: '0 auto', padding: '16px 16px 96px' }}>
        {inExam && sync && <CountdownClock sync={sync} onExpire={() => void submit('timer')} />}
        <Typography.Title level={2} style={{ marginInlineEnd: 140 }}>
          {exam.exam.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{exam.name}</Typography.Paragraph>
        {offline && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="You are offline. Your answers are kept on this device and will be sent when the connection returns."
          />
        )}
        <Spin spinning={submitting} tip="Submitting…">
          <QuestionsArea>
            <Flex vertical gap={16}>
              {exam.exam.questions.map((question, index) => (
                <section key={question.id} data-question-id={question.id}>
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
                    <SaveIndicator status={statuses[question.id]} />
                  </div>
                </section>
              ))}
            </Flex>
          </QuestionsArea>
          <Flex justify="center" style={{ marginTop: 24 }}>
            <Button type="primary" size="large" onClick={confirmSubmit} disabled={!inExam || submitting}>
              Submit exam
            </Button>
          </Flex>
        </Spin>
      </div>
    </ConfigProvider>
  );
}
