import { Alert, Button, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { AssessmentLang } from '../../../shared/src/domain/assessment';
import { DEVICE_CHECK_NAMES, type DeviceCheckOutcome, type DeviceCheckResult } from '../../../shared/src/domain/device-check';
import { deviceCheckSentence, deviceCheckWords } from '../../../shared/src/domain/device-check-words';
import { applicantApi } from '@mizan/shared/browser';
import { browserProbeContext } from './device-probes';
import { holdDeviceCheck, sendDeviceCheck } from './held-result';
import { RecordingPlayback } from './RecordingPlayback';
import { runRehearsal, type RehearsalNeeds, type RehearsalProgress } from './rehearsal';

export interface DeviceRehearsalProps {
  lang: AssessmentLang;
  /** The assessment (the apply page's exam id). */
  examId: string;
  /** The attempt, once registered: the result is then kept at once. */
  hash?: string;
  /** What the attempt's own questions need; without it the assessment's are asked for. */
  needs?: RehearsalNeeds;
}

const OUTCOME_COLORS: Record<DeviceCheckOutcome, string | undefined> = { pass: 'green', warn: 'gold', fail: 'red', skipped: undefined };
const VERDICT_ALERTS = { ready: 'success', warned: 'warning', failed: 'error' } as const;
type Kept = 'held' | 'kept' | 'notKept' | null;

async function needsOf(examId: string, given: RehearsalNeeds | undefined): Promise<RehearsalNeeds> {
  if (given) return given;
  try {
    return (await applicantApi.call('deviceCheckPlan', { exam_id: examId })).data;
  } catch {
    // Unknown needs: check both rather than miss the one the exam records with.
    return { microphone: true, camera: true };
  }
}

function CheckLine({ lang, result }: { lang: AssessmentLang; result: DeviceCheckResult }) {
  const words = deviceCheckWords(lang);
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,.06)' }} data-check={result.check} data-outcome={result.outcome}>
      <Typography.Text strong>{words.checkNames[result.check]}</Typography.Text>{' '}
      <Tag color={OUTCOME_COLORS[result.outcome]} style={{ marginInlineStart: 4 }}>
        {words.outcomes[result.outcome]}
      </Tag>
      {result.detail && (
        <bdi dir="ltr" style={{ color: 'rgba(0,0,0,.65)' }}>
          {result.detail}
        </bdi>
      )}
      <div>{deviceCheckSentence(lang, result.check, result.reason)}</div>
    </li>
  );
}

/**
 * The rehearsal itself (loaded only when the applicant asks for it): runs
 * every check once it opens, shows each as it comes in the assessment's
 * language, then the verdict, the recordings to play back, and whether the
 * result went to the school.
 */
export default function DeviceRehearsal({ lang, examId, hash, needs }: DeviceRehearsalProps) {
  const words = deviceCheckWords(lang);
  const [progress, setProgress] = useState<RehearsalProgress | null>(null);
  const [kept, setKept] = useState<Kept>(null);
  const [round, setRound] = useState(0);
  const mounted = useRef(true);

  // The needs as two flags: a parent drawing a new object each time must not start the checks again.
  const microphone = needs?.microphone;
  const camera = needs?.camera;
  useEffect(() => {
    mounted.current = true;
    setProgress({ results: [], recordings: {}, verdict: null });
    setKept(null);
    const show = (next: RehearsalProgress) => mounted.current && setProgress(next);
    void (async () => {
      const context = browserProbeContext(hash ? { hash } : { examId });
      const given = microphone === undefined || camera === undefined ? undefined : { microphone, camera };
      const done = await runRehearsal(context, await needsOf(examId, given), show);
      if (hash) {
        const sent = await sendDeviceCheck(hash, done.results);
        if (mounted.current) setKept(sent ? 'kept' : 'notKept');
      } else {
        holdDeviceCheck(examId, done.results);
        if (mounted.current) setKept('held');
      }
    })();
    return () => {
      mounted.current = false;
    };
  }, [examId, hash, microphone, camera, round]);

  const running = progress !== null && progress.verdict === null;
  const keptWords = { held: words.keptBeforeRegistration, kept: words.kept, notKept: words.notKept };
  return (
    <section aria-labelledby="device-rehearsal-title" data-testid="device-rehearsal" style={{ marginTop: 16 }}>
      <Typography.Title level={2} id="device-rehearsal-title" style={{ fontSize: 18 }}>
        {words.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{words.intro}</Typography.Paragraph>
      {progress?.verdict && (
        <Alert
          role="status"
          type={VERDICT_ALERTS[progress.verdict]}
          showIcon
          title={words.verdicts[progress.verdict]}
          description={kept ? keptWords[kept] : undefined}
          style={{ marginBottom: 8 }}
        />
      )}
      <ul aria-live="polite" aria-busy={running} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {DEVICE_CHECK_NAMES.map((name) => progress?.results.find((result) => result.check === name))
          .filter((result): result is DeviceCheckResult => result !== undefined)
          .map((result) => (
            <CheckLine key={result.check} lang={lang} result={result} />
          ))}
      </ul>
      {running && <Typography.Paragraph style={{ marginTop: 8 }}>{words.running}</Typography.Paragraph>}
      <RecordingPlayback label={words.playback} recordings={progress?.recordings ?? {}} />
      <Button onClick={() => setRound((count) => count + 1)} disabled={running} style={{ marginTop: 8 }}>
        {words.again}
      </Button>
    </section>
  );
}
