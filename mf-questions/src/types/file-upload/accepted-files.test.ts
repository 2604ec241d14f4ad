import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, MEDIA_MAX_BYTES } from '@mizan/shared';
import { checkFile, extensionOf } from './accepted-files';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('which files FileUploadEnhanced takes (SPEC §5: images, pdf, doc, docx, xls, xlsx)', () => {
  it.each([
    ['photo.PNG', 'image/png', 'image/png'],
    ['scan.jpeg', 'image/jpeg', 'image/jpeg'],
    ['scan.jpg', 'image/jpeg', 'image/jpeg'],
    ['anim.gif', 'image/gif', 'image/gif'],
    ['pic.webp', 'image/webp', 'image/webp'],
    ['pic.bmp', 'image/bmp', 'image/bmp'],
    ['report.pdf', 'application/pdf', 'application/pdf'],
    ['letter.doc', 'application/msword', 'application/msword'],
    [
      'letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['marks.xls', 'application/vnd.ms-excel', 'application/vnd.ms-excel'],
    [
      'marks.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    // A type the browser does not know comes from the extension.
    ['letter.docx', '', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['marks.xlsx', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('takes %s (%s) and sends it as %s', (name, type, sent) => {
    expect(checkFile(file(name, type))).toEqual({ ok: true, type: sent });
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['holiday.exe', 'image/png'],
    ['drawing.svg', 'image/svg+xml'],
    ['page.html', 'text/html'],
    ['notes.pdf', 'text/html'],
    ['notes.txt', 'text/plain'],
    ['archive.zip', 'application/zip'],
    ['noextension', 'application/pdf'],
    ['song.mp3', 'audio/mpeg'],
  ])('refuses %s (%s) with a sentence naming what is accepted', (name, type) => {
    expect(checkFile(file(name, type))).toEqual({ ok: false, message: APPLICANT_TEXT_EN.upload.typeRefused(name) });
  });

  it('refuses a file over the limit of its kind, saying the limit', () => {
    const result = checkFile(file('big.pdf', 'application/pdf', MEDIA_MAX_BYTES.document + 1));
    expect(result).toEqual({ ok: false, message: '"big.pdf": This document is too big: the limit is 10 MB.' });
    expect(checkFile(file('big.pdf', 'application/pdf', MEDIA_MAX_BYTES.document + 1), APPLICANT_TEXT_AR.upload)).toEqual({
      ok: false,
      message: '«big.pdf»: هذا الملف أكبر من المسموح: الحد 10 ميغابايت.',
    });
    expect(checkFile(file('ok.pdf', 'application/pdf', MEDIA_MAX_BYTES.document)).ok).toBe(true);
  });

  it('reads the extension after the last dot, in lower case', () => {
    expect(extensionOf('a.b.DOCX')).toBe('docx');
    expect(extensionOf('README')).toBe('');
  });
});
