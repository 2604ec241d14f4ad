import { SIGNAL_REFUSAL_CODES } from '../../../shared/src/domain/signals';
import type { SignalFailure } from './signal-sender';

/**
 * How a refused batch is treated: the network, the server's trouble or
 * "too fast" (any 429 but a full attempt) are retried; a batch the server finds malformed is dropped;
 * anything else (the assessment stopped recording, the attempt holds its
 * most, or is no longer open: submitted, time up, another browser) stops
 * the sending for good.
 */
export function classifySignalFailure(error: unknown): SignalFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (code === SIGNAL_REFUSAL_CODES.full || code === SIGNAL_REFUSAL_CODES.off) return 'stop';
  if (typeof status !== 'number' || status >= 500 || status === 429) return 'retry';
  if (status === 400) return 'drop';
  return 'stop';
}
