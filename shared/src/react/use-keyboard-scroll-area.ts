import { useLayoutEffect, useRef } from 'react';

/**
 * Makes the scrolling part of an antd Table inside the returned ref's element
 * reachable by Tab, named, so a keyboard user can scroll a wide table with
 * the arrow keys even while it holds no link or button (loading, empty, or a
 * row of plain text). antd gives no prop for the body's tabindex, and it may
 * replace that element when it re-renders, so this runs after every render.
 */
export function useKeyboardScrollArea<T extends HTMLElement>(label: string) {
  const container = useRef<T>(null);
  useLayoutEffect(() => {
    for (const area of container.current?.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content') ?? []) {
      if (area.tabIndex !== 0) area.tabIndex = 0;
      if (area.getAttribute('aria-label') !== label) {
        area.setAttribute('role', 'region');
        area.setAttribute('aria-label', label);
      }
    }
  });
  return container;
}
