import '@testing-library/jest-dom';
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
