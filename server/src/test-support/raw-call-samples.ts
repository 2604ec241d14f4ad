import type { InjectOptions } from 'fastify';
import { rawCalls, type RawCallName } from '@mizan/shared';
import { apiUrl } from '../routes/register-contract';
import { applicantFileSamples } from './applicant-fixtures';
import { SIGN } from './test-app';

/** A 1×1 PNG: the smallest picture the media call accepts. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A valid request for every raw call (bodies that are not the JSON envelope,
 * `rawCalls` in the contract), without credentials, for routes/access.test.ts.
 * Like its samplePayloads, the type names every raw call, so a new one does not
 * compile until it has a sample here and its access rule is checked there.
 */
export function rawSamples(mediaId: string, roundId = 1, openExamId = 1, sebExamId = 1): { [Name in RawCallName]: InjectOptions } {
  return {
    uploadMedia: {
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: { 'content-type': 'image/png', 'x-file-name': 'dot.png', 'x-sign': SIGN },
      payload: PNG_1X1,
    },
    media: { method: 'GET', url: apiUrl(rawCalls.media).replace(':id', mediaId) },
    ...applicantFileSamples(),
    importQuestions: {
      method: 'POST',
      url: `${apiUrl(rawCalls.importQuestions)}?preview=1`,
      headers: { 'content-type': 'application/xml', 'x-sign': SIGN },
      payload:
        '<?xml version="1.0"?><quiz><question type="truefalse"><name><text>T</text></name><questiontext><text>Sky is blue</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>',
    },
    exportQuestions: { method: 'GET', url: `${apiUrl(rawCalls.exportQuestions)}?format=moodlexml&assessment=1` },
    exportMeritList: { method: 'GET', url: `${apiUrl(rawCalls.exportMeritList)}?school_id=1&format=xlsx&lang=ar` },
    exportRound: { method: 'GET', url: `${apiUrl(rawCalls.exportRound)}?round_id=${roundId}&format=csv` },
    getSebConfig: { method: 'GET', url: `${apiUrl(rawCalls.getSebConfig)}?id=${sebExamId}` },
    getPublicSebConfig: { method: 'GET', url: `${apiUrl(rawCalls.getPublicSebConfig)}?id=${sebExamId}` },
    deviceCheckSample: { method: 'GET', url: apiUrl(rawCalls.deviceCheckSample) },
    deviceCheckUpload: {
      method: 'POST',
      url: `${apiUrl(rawCalls.deviceCheckUpload)}?exam_id=${openExamId}`,
      headers: { 'content-type': 'application/octet-stream', 'x-sign': SIGN },
      payload: Buffer.alloc(1024, 1),
    },
  };
}
