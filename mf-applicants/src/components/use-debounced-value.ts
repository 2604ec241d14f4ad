import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `delayMs`: typing in the
 * search box filters 20,000 applicants once per pause, not once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
