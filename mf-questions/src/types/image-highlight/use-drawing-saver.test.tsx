import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@mizan/shared/browser';
import { useDrawingSaver, DRAWING_SAVE_DELAY_MS, type DrawingSaverOptions } from './use-drawing-saver';

const png = () => new Blob(['png'], { type: 'image/png' });

async function flush() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

function setup(overrides: Partial<DrawingSaverOptions> = {}) {
  const options: DrawingSaverOptions = {
    makeBlob: jest.fn(async () => png()),
    upload: jest.fn(async () => ({ url: '/api/media/d1' })),
    onSaved: jest.fn(),
    ...overrides,
  };
  const hook = renderHook(() => useDrawingSaver(options));
  return { ...hook, options };
}

describe('useDrawingSaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uploads once, after the applicant pauses, however many changes came before', async () => {
    const { result, options } = setup();
    act(() => result.current.changed());
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS - 100));
    act(() => result.current.changed());
    expect(result.current.state).toBe('pending');
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS - 100));
    expect(options.upload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    await flush();
    expect(options.upload).toHaveBeenCalledTimes(1);
    expect(options.upload).toHaveBeenCalledWith(expect.any(Blob), 'drawing.png');
    expect(options.onSaved).toHaveBeenCalledWith('/api/media/d1');
    expect(result.current.state).toBe('saved');
  });

  it('drops an upload overtaken by a newer change, and answers the newest drawing', async () => {
    let finishFirst: (value: { url: string }) => void = () => undefined;
    const upload = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockImplementationOnce(async () => ({ url: '/api/media/second' }));
    const { result, options } = setup({ upload });
    act(() => result.current.changed());
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await flush();
    expect(result.current.state).toBe('saving');
    act(() => result.current.changed());
    finishFirst({ url: '/api/media/first' });
    await flush();
    expect(options.onSaved).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await flush();
    expect(options.onSaved).toHaveBeenCalledTimes(1);
    expect(options.onSaved).toHaveBeenCalledWith('/api/media/second');
  });

  it('shows a failure (the server has no upload call yet) and saves on Retry', async () => {
    const upload = jest.fn().mockRejectedValueOnce(new ApiError(404, 'Not found')).mockResolvedValueOnce({ url: '/api/media/d2' });
    const { result, options } = setup({ upload });
    act(() => result.current.changed());
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await flush();
    expect(result.current.state).toBe('failed');
    expect(result.current.error).toMatch(/cannot take drawings at the moment \(error 404\)/);
    expect(options.onSaved).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await flush();
    expect(result.current.state).toBe('saved');
    expect(options.onSaved).toHaveBeenCalledWith('/api/media/d2');
  });

  it('says nothing and uploads nothing when there is nothing to save', async () => {
    const { result, options } = setup({ makeBlob: jest.fn(async () => null) });
    act(() => result.current.changed());
    act(() => jest.advanceTimersByTime(DRAWING_SAVE_DELAY_MS));
    await flush();
    expect(options.upload).not.toHaveBeenCalled();
    expect(result.current.state).toBe('idle');
  });

  it('saves a waiting change at once when the question goes away', async () => {
    const { result, options, unmount } = setup();
    act(() => result.current.changed());
    unmount();
    await flush();
    expect(options.upload).toHaveBeenCalledTimes(1);
    expect(options.onSaved).toHaveBeenCalledWith('/api/media/d1');
  });
});
