import { toCallFailure, type CallFailure } from '@mizan/shared/browser';

/** The failure of a query's last read, or null while it reads again (so Retry clears the alert at once) and after a success. */
export function loadFailure(result: { isError: boolean; error?: unknown }): CallFailure | null {
  return result.isError ? toCallFailure(result.error) : null;
}
