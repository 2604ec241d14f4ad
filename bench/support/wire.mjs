/**
 * What a page costs on the network, as Chromium receives it (DevTools
 * protocol): bytes on the wire per response (headers plus the body as
 * served, brotli here) and the encodings the server chose. Optionally the
 * DevTools "Slow 4G" profile, the phone on a weak school network.
 */

/** DevTools' "Slow 4G" preset: 562.5 ms latency, 1.44 Mbps down, 675 kbps up (in bytes per second). */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8 };

/** Starts counting the page's network from now; answers a function that sums what arrived so far. */
export async function recordWire(page, { slow4g = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (slow4g) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const responses = new Map();
  const finished = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    responses.set(requestId, { url: response.url, type, encoding });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) finished.push({ ...response, bytes: encodedDataLength });
  });
  return () => {
    const total = (entries) => entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const scripts = finished.filter((entry) => entry.type === 'Script');
    const encodings = {};
    for (const entry of scripts) encodings[entry.encoding] = (encodings[entry.encoding] ?? 0) + 1;
    return {
      requests: finished.length,
      bytes: total(finished),
      scripts: scripts.length,
      scriptBytes: total(scripts),
      scriptEncodings: encodings,
      urls: finished.map((entry) => entry.url),
      entries: finished,
    };
  };
}
