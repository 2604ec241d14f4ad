import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_SAMPLE_DOWNLOAD_BYTES } from '../../../shared/src/domain/device-check';
import { fakeServer } from '../test/fake-api';
import type { DeviceProbeContext } from './device-probes';
import { DeviceCheckOffer } from './DeviceCheckOffer';
import { sendHeldDeviceCheck } from './held-result';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

const HASH = 'H'.repeat(32);
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A device on a good network whose microphone the applicant refused. */
function refusedMicrophone(uploadFor: DeviceProbeContext['uploadFor']): DeviceProbeContext {
  const store = new Map<string, string>();
  let clock = 0;
  return {
    // jsdom has no Response: the parts of one the probes read.
    fetch: (async (_url: string, init?: RequestInit) => {
      const received = init?.method === 'POST' ? (init.body as Uint8Array).length : 0;
      return {
        ok: true,
        status: 200,
        arrayBuffer: async () => new ArrayBuffer(DEVICE_SAMPLE_DOWNLOAD_BYTES),
        text: async () => JSON.stringify({ data: { received } }),
      };
    }) as unknown as typeof fetch,
    storage: () => ({
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
      key: () => null,
      length: 0,
    }),
    mediaDevices: {
      getUserMedia: () => Promise.reject(Object.assign(new Error('refused'), { name: 'NotAllowedError' })),
    } as unknown as MediaDevices,
    recorderAvailable: true,
    now: () => (clock += 20),
    userAgent: DESKTOP_CHROME,
    screen: { width: 390, height: 844 },
    apiBase: '/api/',
    uploadFor,
  };
}

jest.mock('./device-probes', () => {
  const actual = jest.requireActual('./device-probes');
  return { ...actual, browserProbeContext: (uploadFor: DeviceProbeContext['uploadFor']) => refusedMicrophone(uploadFor) };
});

beforeEach(() => {
  fakeServer.reset();
  sessionStorage.clear();
  fakeServer.on('emp/devicecheckplan.php', { status: 200, body: { data: { microphone: true, camera: false } } });
  fakeServer.on('emp/devicecheck.php', {
    status: 200,
    body: { data: { verdict: 'failed', checkedAt: '2031-03-01T08:00:00.000Z' }, msg: 'kept' },
  });
});

/** Press the button and answer the verdict once every check has run. */
async function rehearse(props: Parameters<typeof DeviceCheckOffer>[0], button: string) {
  const user = userEvent.setup();
  render(<DeviceCheckOffer {...props} />);
  await user.click(screen.getByRole('button', { name: button }));
  const section = await screen.findByTestId('device-rehearsal', {}, { timeout: 10_000 });
  return waitFor(() => section.querySelector('.ant-alert') as HTMLElement, { timeout: 10_000 }).then((alert) => {
    if (!alert) throw new Error('No verdict');
    return alert;
  });
}

describe('the device rehearsal', () => {
  it('before registering: a refused microphone fails with what to do, the camera is not needed, the result is held for registration', async () => {
    const verdict = await rehearse({ lang: 'En', examId: '7' }, 'Check this device');
    expect(verdict).toHaveTextContent('This device is not ready for the exam.');
    await waitFor(() => expect(verdict).toHaveTextContent('The result is sent to the school when you register.'));
    const microphone = document.querySelector('[data-check="microphone"]') as HTMLElement;
    expect(within(microphone).getByText('Failed')).toBeInTheDocument();
    expect(microphone).toHaveTextContent("The microphone is blocked for this page: allow it in the browser's site settings");
    expect(document.querySelector('[data-check="camera"]')).toHaveTextContent('Not needed');
    expect(document.querySelector('[data-check="screen"]')).toHaveTextContent('390×844');
    for (const check of ['network', 'download', 'storage', 'upload', 'browser']) {
      expect(document.querySelector(`[data-check="${check}"]`)).toHaveAttribute('data-outcome', 'pass');
    }
    expect(fakeServer.requestsTo('emp/devicecheckplan.php')[0].data).toEqual({ exam_id: '7' });
    expect(fakeServer.requestsTo('emp/devicecheck.php')).toHaveLength(0);

    await sendHeldDeviceCheck('7', HASH);
    const sent = fakeServer.requestsTo('emp/devicecheck.php');
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toMatchObject({
      id: HASH,
      checks: expect.arrayContaining([{ check: 'microphone', outcome: 'fail', detail: '' }]),
    });
    await sendHeldDeviceCheck('7', HASH);
    expect(fakeServer.requestsTo('emp/devicecheck.php')).toHaveLength(1);
  });

  it('in Arabic, with the attempt known: sent at once, the words in Arabic', async () => {
    const verdict = await rehearse({ lang: 'Ar', examId: '7', hash: HASH, needs: { microphone: true, camera: false } }, 'افحص هذا الجهاز');
    expect(verdict).toHaveTextContent('هذا الجهاز ليس جاهزًا للاختبار');
    await waitFor(() => expect(verdict).toHaveTextContent('أُرسلت النتيجة إلى المدرسة.'));
    expect(document.querySelector('[data-check="microphone"]')).toHaveTextContent('الميكروفون محجوب عن هذه الصفحة');
    expect(fakeServer.requestsTo('emp/devicecheckplan.php')).toHaveLength(0);
    expect(fakeServer.requestsTo('emp/devicecheck.php')[0].data).toMatchObject({ id: HASH });
    expect(screen.getByRole('button', { name: 'أعد الفحص' })).toBeEnabled();
  });
});
