import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept below the table: the frame's padding, so the horizontal scrollbar stays in view. */
const BELOW = 40;

/**
 * A fixed body height for the virtual table, so the whole table, its header
 * and its horizontal scrollbar fit in the window below wherever the table
 * starts; never below `min`. Measured again when the window or the page's area
 * changes size.
 */
export function useTableHeight(wrapper: RefObject<HTMLElement | null>, min = 320): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const element = wrapper.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const header = element.querySelector<HTMLElement>('.ant-table-header')?.offsetHeight || 56;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - header - BELOW)));
    };
    measure();
    // The header's height is known once the table has drawn it.
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    // What is above the table can change height after the first draw (the filters wrapping when the
    // Columns button's label grows, an alert): measure again whenever the page's area changes size.
    const area = wrapper.current?.parentElement;
    const observer =
      typeof ResizeObserver === 'undefined' || !area ? null : new ResizeObserver(() => window.requestAnimationFrame(measure));
    if (area) observer?.observe(area);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [wrapper, min]);
  return height;
}
