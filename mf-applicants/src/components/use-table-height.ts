import { useEffect, useState } from 'react';

/**
 * A fixed body height for the virtual table: the window's height less the
 * page's header, filter bar and pagination-free footer, never below `min`.
 */
export function useTableHeight(reserved: number, min = 320): number {
  const measure = () => Math.max(min, (typeof window === 'undefined' ? 800 : window.innerHeight) - reserved);
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reserved, min]);
  return height;
}
