import { useState } from 'react';
import { toCallFailure } from '@mizan/shared/browser';

/**
 * A call made from a table cell's button (reveal a masked value, renew an
 * access code): whether it is running, the server's reason when it failed,
 * and `run`, which hands a success to `onDone`.
 */
export function useCellCall<Value>(call: () => Promise<Value>, onDone: (value: Value) => void) {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run() {
    setLoading(true);
    setProblem(null);
    try {
      onDone(await call());
    } catch (error) {
      setProblem(toCallFailure(error).message);
    } finally {
      setLoading(false);
    }
  }

  return { loading, problem, run };
}
