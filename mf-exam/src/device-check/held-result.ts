import { applicantApi } from '@mizan/shared/browser';
import type { DeviceCheckResult } from '../../../shared/src/domain/device-check';

/**
 * A rehearsal run on the apply page before registering has no attempt to be
 * kept for: it is held in this tab (sessionStorage, by assessment) and sent
 * with emp/devicecheck.php as soon as registration gives the attempt's hash.
 * A rehearsal run with the hash known is sent at once.
 */
const HELD_PREFIX = 'mizan.devicecheck.';

/** The wire form of a rehearsal's results (emp/devicecheck.php's checks). */
export function checksToSend(results: readonly DeviceCheckResult[]) {
  return results.map(({ check, outcome, detail }) => ({ check, outcome, detail }));
}

export function holdDeviceCheck(examId: string, results: readonly DeviceCheckResult[]): void {
  try {
    sessionStorage.setItem(`${HELD_PREFIX}${examId}`, JSON.stringify(checksToSend(results)));
  } catch {
    // No storage: the rehearsal's result is then shown only, not kept.
  }
}

/** Sends the held rehearsal for the attempt just registered, once; a failure leaves nothing behind and stops nothing. */
export async function sendHeldDeviceCheck(examId: string, hash: string): Promise<void> {
  let held: string | null;
  try {
    held = sessionStorage.getItem(`${HELD_PREFIX}${examId}`);
    sessionStorage.removeItem(`${HELD_PREFIX}${examId}`);
  } catch {
    return;
  }
  if (!held) return;
  try {
    await applicantApi.call('reportDeviceCheck', { id: hash, checks: JSON.parse(held) });
  } catch {
    // The rehearsal is a help, not a step of registration: registering goes on without it.
  }
}

export async function sendDeviceCheck(hash: string, results: readonly DeviceCheckResult[]): Promise<boolean> {
  try {
    await applicantApi.call('reportDeviceCheck', { id: hash, checks: checksToSend(results) });
    return true;
  } catch {
    return false;
  }
}
