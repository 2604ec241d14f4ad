import { useEffect, type RefObject } from 'react';

/** The body of antd's virtual table: it scrolls sideways by its own offset, the native overflow of its inner boxes hidden. */
const VIRTUAL_BODY = '.ant-table-tbody-virtual';

/**
 * Keeps the virtual table's body aligned with its header. The browser still
 * scrolls the body natively to bring a focused control into view (clicking an
 * Actions button at the right edge of a narrow window, or tabbing to it); the
 * virtual table does not see that scroll, so the body moves and the header
 * does not. This hands such a scroll back to the table as a sideways wheel of
 * the same distance, which moves the body, the header and the scrollbar
 * together.
 */
export function useVirtualScrollSync(wrapper: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onScroll = (event: Event) => {
      const body = event.target;
      if (!(body instanceof HTMLElement) || !body.closest(VIRTUAL_BODY) || body.scrollLeft === 0) return;
      const distance = body.scrollLeft;
      body.scrollLeft = 0;
      // Dispatched where the scroll happened, it bubbles to the virtual list's wheel listener.
      body.dispatchEvent(new WheelEvent('wheel', { deltaX: distance, bubbles: true, cancelable: true }));
    };
    // Scroll events do not bubble: listen while they pass down (capture).
    element.addEventListener('scroll', onScroll, true);
    return () => element.removeEventListener('scroll', onScroll, true);
  }, [wrapper]);
}
