import { deviceVerdict, judgeMedia, type DeviceCheckResult, type DeviceVerdict } from '../../../shared/src/domain/device-check';
import {
  probeBrowser,
  probeDownload,
  probeRecording,
  probeRoundTrip,
  probeScreen,
  probeStorage,
  probeUpload,
  type DeviceProbeContext,
} from './device-probes';

/** What the assessment needs beyond every exam's checks (emp/devicecheckplan.php, or the attempt's own questions). */
export interface RehearsalNeeds {
  microphone: boolean;
  camera: boolean;
}

export interface RehearsalProgress {
  results: DeviceCheckResult[];
  /** The two-second recordings, to play back. */
  recordings: { microphone?: Blob; camera?: Blob };
  /** Set once every check has run. */
  verdict: DeviceVerdict | null;
}

/**
 * Runs the checks one after another, in the order the applicant reads them,
 * and reports after each so the list fills as it goes. The microphone and
 * camera are asked for only when the assessment needs them.
 */
export async function runRehearsal(
  context: DeviceProbeContext,
  needs: RehearsalNeeds,
  onProgress: (progress: RehearsalProgress) => void,
): Promise<RehearsalProgress> {
  const progress: RehearsalProgress = { results: [], recordings: {}, verdict: null };
  const add = (result: DeviceCheckResult) => {
    progress.results = [...progress.results, result];
    onProgress({ ...progress });
  };
  add(await probeRoundTrip(context));
  add(await probeDownload(context));
  add(probeStorage(context));
  for (const check of ['microphone', 'camera'] as const) {
    if (!needs[check]) {
      add(judgeMedia(check, 'notNeeded'));
      continue;
    }
    const { result, recording } = await probeRecording(context, check);
    if (recording) progress.recordings = { ...progress.recordings, [check]: recording };
    add(result);
  }
  add(await probeUpload(context));
  add(probeScreen(context));
  add(probeBrowser(context));
  progress.verdict = deviceVerdict(progress.results.map((result) => result.outcome));
  onProgress({ ...progress });
  return progress;
}
