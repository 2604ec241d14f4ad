/**
 * A stand-in for the browser's recording APIs in jsdom (which has none):
 * navigator.mediaDevices.getUserMedia, MediaRecorder and object URLs.
 * `install` replaces them for a test; `restore` puts back what was there.
 */

export class FakeTrack {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(constraints: MediaStreamConstraints) {
    this.tracks = [new FakeTrack('audio'), ...(constraints.video ? [new FakeTrack('video')] : [])];
  }
  getTracks() {
    return this.tracks;
  }
}

export class FakeMediaRecorder {
  static supported = new Set<string>();
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.supported.has(type);
  }

  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  /** What stop() hands over as the recording's last chunk. */
  bytes = 'fake recording bytes';

  constructor(
    readonly stream: FakeStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    if (this.bytes) this.ondataavailable?.({ data: new Blob([this.bytes], { type: this.mimeType }) });
    this.onstop?.();
  }
}

export interface FakeMedia {
  getUserMedia: jest.Mock<Promise<FakeStream>, [MediaStreamConstraints]>;
  streams: FakeStream[];
  recorders: FakeMediaRecorder[];
  restore(): void;
}

/** Install the fakes. `supported` is what MediaRecorder.isTypeSupported says yes to. */
export function installFakeMedia({
  supported = ['audio/webm;codecs=opus', 'audio/webm', 'video/webm;codecs=vp9,opus', 'video/webm'],
} = {}): FakeMedia {
  const streams: FakeStream[] = [];
  FakeMediaRecorder.supported = new Set(supported);
  FakeMediaRecorder.instances = [];
  const getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    const stream = new FakeStream(constraints);
    streams.push(stream);
    return stream;
  });
  const previous = {
    mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices'),
    recorder: (globalThis as { MediaRecorder?: unknown }).MediaRecorder,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  (globalThis as { MediaRecorder?: unknown }).MediaRecorder = FakeMediaRecorder;
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/recording-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
  return {
    getUserMedia,
    streams,
    recorders: FakeMediaRecorder.instances,
    restore() {
      if (previous.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', previous.mediaDevices);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
      (globalThis as { MediaRecorder?: unknown }).MediaRecorder = previous.recorder;
      URL.createObjectURL = previous.createObjectURL;
      URL.revokeObjectURL = previous.revokeObjectURL;
    },
  };
}

/** A DOMException-like error as getUserMedia rejects with. */
export function mediaError(name: string): Error {
  const error = new Error(`${name} (fake)`);
  error.name = name;
  return error;
}

export interface UploadCall {
  blob: Blob;
  name: string;
  onProgress?: (fraction: number) => void;
  resolve: (value: { url: string }) => void;
  reject: (error: Error) => void;
}

/** A media upload the test finishes by hand: each call waits in `calls` until resolved or rejected. */
export function controllableUpload() {
  const calls: UploadCall[] = [];
  const upload = jest.fn(
    (blob: Blob, name: string, options?: { onProgress?: (fraction: number) => void }) =>
      new Promise<{ url: string }>((resolve, reject) => calls.push({ blob, name, onProgress: options?.onProgress, resolve, reject })),
  );
  return { upload, calls };
}

/** A blob's text (jsdom's Blob has no text()). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
