import { useEffect, useRef, useState } from 'react';
import { clockParts, pad2, secondsLeft, type ClockSync } from '../state/countdown';

interface Props {
  sync: ClockSync;
  /** What screen readers call the clock, in the exam's language. */
  label: string;
  /** Called once when the time reaches zero (again after a new `sync`). */
  onExpire: () => void;
}

/**
 * The fixed digital countdown (SPEC §2, §4): minutes and seconds from the
 * server's remaining seconds on the monotonic clock, ticking each second;
 * the seconds turn red at 0 minutes.
 */
export function CountdownClock({ sync, label, onExpire }: Props) {
  const [left, setLeft] = useState(() => secondsLeft(sync));
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    // A new reading of the server's clock (more time given) may count down to zero again.
    expired.current = false;
    const tick = () => {
      const now = secondsLeft(sync);
      setLeft(now);
      if (now <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [sync]);

  const { minutes, seconds } = clockParts(left);
  const lastMinute = minutes === 0;
  return (
    <div
      role="timer"
      aria-label={label}
      dir="ltr"
      style={{
        position: 'fixed',
        top: 12,
        insetInlineEnd: 12,
        zIndex: 1000,
        background: '#141414',
        color: '#fff',
        borderRadius: 8,
        padding: '6px 14px',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 28,
        fontVariantNumeric: 'tabular-nums',
        boxShadow: '0 2px 8px rgba(0,0,0,.25)',
      }}
    >
      <span data-testid="clock-minutes">{pad2(minutes)}</span>:
      <span data-testid="clock-seconds" style={{ color: lastMinute ? '#ff4d4f' : undefined }}>
        {pad2(seconds)}
      </span>
    </div>
  );
}
