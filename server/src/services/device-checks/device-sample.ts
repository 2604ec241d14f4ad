import { createHash } from 'node:crypto';
import { DEVICE_SAMPLE_DOWNLOAD_BYTES } from '@mizan/shared';

/**
 * The rehearsal's known file: the same bytes on every node and every start
 * (SHA-256 chained from a fixed seed), which look random so that no proxy
 * on the way can shrink them and the timed download measures the network.
 */
export function deviceSampleBytes(): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash('sha256').update('mizan device rehearsal').digest();
  for (let size = 0; size < DEVICE_SAMPLE_DOWNLOAD_BYTES; size += block.length) {
    blocks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, DEVICE_SAMPLE_DOWNLOAD_BYTES);
}
