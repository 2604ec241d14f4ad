import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { applicantText, type TextDirection } from '@mizan/shared';
import { clockParts, pad2, secondsLeft, type ClockSync } from '../state/countdown';
import { timeWords } from './time-words';

/** The warning shows (and is announced) from this many seconds before the end. */
export const LAST_MINUTE_SECONDS = 60;

interface Props {
  sync: ClockSync;
  /** The exam's: the clock's name for screen readers and the warning are in its language. */
  direction: TextDirection;
  /** Called once when the time reaches zero (again after a new `sync`). */
  onExpire: () => void;
}

/**
 * The digital countdown (SPEC §2, §4): minutes and seconds from the server's
 * remaining seconds on the monotonic clock, ticking each second; the seconds
 * turn red at 0 minutes, and a warning is shown and announced a minute before
 * the end. It is a bar that sticks to the top of the page and takes its own
 * room there, never a box floating over the questions: on a phone a floating
 * clock sat on the Order question's move buttons. Focus moved by keyboard
 * scrolls clear of it (scroll-padding-top).
 */
export function CountdownClock({ sync, direction, onExpire }: Props) {
  const [left, setLeft] = useState(() => secondsLeft(sync));
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const bar = useRef<HTMLDivElement>(null);

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
  const warn = left > 0 && left <= LAST_MINUTE_SECONDS;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${(bar.current?.offsetHeight ?? 0) + 8}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [warn]);

  return (
    <div
      ref={bar}
      data-testid="clock-bar"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        margin: '0 -16px 8px',
        padding: '8px 16px',
        background: '#fff',
        boxShadow: '0 1px 0 rgba(0,0,0,.12)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <div
          role="timer"
          aria-label={applicantText(direction).timeLeft}
          dir="ltr"
          style={{
            background: '#141414',
            color: '#fff',
            borderRadius: 8,
            padding: '4px 14px',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 28,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <span data-testid="clock-minutes">{pad2(minutes)}</span>:
          <span data-testid="clock-seconds" style={{ color: lastMinute ? '#ff4d4f' : undefined }}>
            {pad2(seconds)}
          </span>
        </div>
      </div>
      {/* The live region is always there, so the warning is announced when it appears in it. */}
      <div role="alert" data-testid="last-minute-warning">
        {warn && (
          <p
            style={{
              margin: '8px 0 0',
              padding: '8px 12px',
              background: '#fffbe6',
              border: '1px solid #ffe58f',
              borderRadius: 8,
              color: 'rgba(0,0,0,.88)',
            }}
          >
            {timeWords(direction).oneMinuteLeft}
          </p>
        )}
      </div>
    </div>
  );
}
