import { applicantApi } from '@mizan/shared/browser';
import { classifySignalFailure } from './signal-failures';
import { observeSignals } from './signal-observer';
import { SignalSender } from './signal-sender';

/** The question whose section holds this node, by the page's `data-question-id`. */
function questionIdOf(target: EventTarget | null): string | null {
  if (!(target instanceof Node)) return null;
  const element = target instanceof Element ? target : target.parentElement;
  return element?.closest('[data-question-id]')?.getAttribute('data-question-id') ?? null;
}

/**
 * Loaded only for an assessment that records signals (use-signals.ts):
 * watches the page and sends what it notices for this attempt. Answers the stop.
 */
export function startSignals({ hash, essayIds }: { hash: string; essayIds: ReadonlySet<string> }): () => void {
  const sender = new SignalSender({
    send: async (signals) => {
      await applicantApi.call('sendSignals', { id: hash, signals });
    },
    classify: classifySignalFailure,
  });
  const unwatch = observeSignals(
    { window, document },
    {
      isEssay: (target) => {
        const id = questionIdOf(target);
        return id !== null && essayIds.has(id);
      },
      record: (kind, at) => sender.add(kind, at),
    },
  );
  const online = () => void sender.flush();
  window.addEventListener('online', online);
  return () => {
    unwatch();
    window.removeEventListener('online', online);
    sender.stop();
  };
}
