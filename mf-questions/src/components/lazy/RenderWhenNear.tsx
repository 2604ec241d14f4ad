import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the screen a question starts rendering: about a phone screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * Renders `children` once they come near the screen (IntersectionObserver)
 * or once the keyboard reaches them (the placeholder is a tab stop), and
 * from then on for good. Until then only `placeholder` is
 * drawn: a question far down the page loads and runs nothing (no drawing
 * canvas, editor or drag-and-drop board) while the first ones appear.
 * Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export function RenderWhenNear({
  children,
  placeholder,
}: {
  children: ReactNode;
  /** Drawn until then; as tall as the children are expected to be, so nothing below moves when they come. */
  placeholder: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near || !holder.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  return (
    <div ref={holder} tabIndex={0} aria-busy="true" onFocus={() => setNear(true)}>
      {placeholder}
    </div>
  );
}
