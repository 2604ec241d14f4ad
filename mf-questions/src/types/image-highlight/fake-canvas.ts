/**
 * jsdom has no canvas. This stand-in 2D context records calls, and
 * installFakeCanvas gives every canvas one, with a toBlob that answers a
 * small PNG blob (or fails as told), so drawing and export run in tests.
 */
export interface FakeContext {
  calls: { name: string; args: unknown[] }[];
  strokeStyle: string;
  fillStyle: string;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  beginPath: jest.Mock;
  moveTo: jest.Mock;
  lineTo: jest.Mock;
  stroke: jest.Mock;
  arc: jest.Mock;
  fill: jest.Mock;
  clearRect: jest.Mock;
  drawImage: jest.Mock;
}

export function fakeContext(): FakeContext {
  const calls: FakeContext['calls'] = [];
  const record = (name: string) => jest.fn((...args: unknown[]) => void calls.push({ name, args }));
  return {
    calls,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    arc: record('arc'),
    fill: record('fill'),
    clearRect: record('clearRect'),
    drawImage: record('drawImage'),
  };
}

export interface FakeCanvas {
  contexts: FakeContext[];
  /** Make the next toBlob calls throw these errors, in turn (a tainted canvas throws a SecurityError). */
  failNextExports: Error[];
  restore: () => void;
}

export function installFakeCanvas(): FakeCanvas {
  const prototype = HTMLCanvasElement.prototype;
  const originalGetContext = prototype.getContext;
  const originalToBlob = prototype.toBlob;
  const state: FakeCanvas = {
    contexts: [],
    failNextExports: [],
    restore: () => {
      prototype.getContext = originalGetContext;
      prototype.toBlob = originalToBlob;
    },
  };
  const byCanvas = new WeakMap<HTMLCanvasElement, FakeContext>();
  prototype.getContext = function getContext(this: HTMLCanvasElement) {
    let context = byCanvas.get(this);
    if (!context) {
      context = fakeContext();
      byCanvas.set(this, context);
      state.contexts.push(context);
    }
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as typeof prototype.getContext;
  prototype.toBlob = function toBlob(this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
    const failure = state.failNextExports.shift();
    if (failure) throw failure;
    callback(new Blob(['png'], { type: type ?? 'image/png' }));
  };
  return state;
}

export function securityError(): Error {
  const error = new Error('The canvas has been tainted by cross-origin data.');
  error.name = 'SecurityError';
  return error;
}
