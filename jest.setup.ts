import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// antd reads these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  // react-router reads these at import time; jsdom does not provide them.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// antd's Form posts to a MessageChannel to run work in a macro task; jsdom has
// none. A timer does the same in tests.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}

// jsdom has no pseudo-element styles; antd's Table asks for one to measure the scrollbar.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

// A screen test that clicks through antd components takes a few seconds on a busy two-core machine;
// jest's 5 s default would fail it for the machine's load, not for what it checks.
jest.setTimeout(30_000);

// For the same reason, findBy… and waitFor wait up to 5 s instead of 1 s: a page that loads its data and
// lazy parts first (the result page, the builder) took longer than a second in CI beside the server suites.
configure({ asyncUtilTimeout: 5_000 });
