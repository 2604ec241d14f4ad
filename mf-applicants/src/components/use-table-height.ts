import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept below the table: the frame's padding, so the horizontal scrollbar stays in view. */
const BELOW = 40;

/**
 * A fixed body height for the virtual table, so the whole table, its header
 * and its horizontal scrollbar fit in the window below wherever the table
 * starts; never below `min`. Measured again when the window is resized.
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
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [wrapper, min]);
  return height;
}
