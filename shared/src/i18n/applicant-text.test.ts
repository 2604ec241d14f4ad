import { APPLICANT_TEXT_EN, applicantText, localizeMessage, type ApplicantText } from './applicant-text';
import { APPLICANT_TEXT_AR } from './ar';
import { EXAM_NOT_FOUND, UNKNOWN_SSN } from '../api/contract-exam';

/** What each sentence-making entry is called with here (by its path); the others take 1. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  confirmTitle: ['{name}'],
  notSubmittedDetail: ['{reason}'],
  marks: ['2'],
  'upload.filesUploaded': [1, 2],
  'names.spotFor': ['{name}'],
  'names.spotHolds': [1, '{name}'],
  'names.putHereOnSpot': ['{name}', 1],
  'names.putBackWithLabels': ['{name}'],
  'upload.removeFile': ['{name}'],
  'upload.uploading': ['{name}'],
  'upload.notUploaded': ['{name}', '{reason}'],
  'upload.typeRefused': ['{name}'],
  'upload.tooBig': ['{name}', 'document'],
  'upload.quotaReached': ['attempt', '500 MB'],
};

/** Every entry of a dictionary as text, by its path: functions called with a sample, nested groups flattened. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'function') return [[path, (value as (...args: unknown[]) => string)(...(SAMPLE_ARGUMENTS[path] ?? [1]))]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, path === '' ? key : `${path}.${key}`));
  }
  return [[path, String(value)]];
}

/** Names Arabic writes in Latin letters too: the file formats an upload accepts. */
const FORMAT_NAMES = /\b(PNG|JPEG|GIF|WebP|BMP|PDF|Word|Excel|doc|docx|xls|xlsx)\b/g;

describe('the applicant dictionary', () => {
  it("keeps SPEC's English words exactly for an English assessment", () => {
    const en = applicantText('ltr');
    expect(en).toBe(APPLICANT_TEXT_EN);
    expect(en.applyTitle).toBe('Apply for the assessment');
    expect(en.nationalIdLabel).toBe('ID (SSN)');
    expect(en.register).toBe('Register');
    expect(en.confirmTitle('Mona')).toBe('Are you "Mona" ? and ready to start the Assessment?');
    expect([en.yes, en.no]).toEqual(['Yes', 'NO']);
    expect(en.error).toBe('Error!');
    expect(en.questionLabel(3)).toBe('Q 3');
    expect(en.submitExam).toBe('Submit exam');
    expect([en.success, en.closeWindow]).toEqual(['Success', 'Please, Close this window!']);
    expect(en.submittedBeforeDialog).toBe('You have submitted this test before! Please close the browser.');
    expect([en.marks('1'), en.marks('2.5')]).toEqual(['1 mark', '2.5 marks']);
    expect(localizeMessage(UNKNOWN_SSN, 'ltr')).toBe('Wrong Username Or Password');
  });

  it('has every entry in Arabic, with no Latin letter, for an Arabic assessment', () => {
    expect(applicantText('rtl')).toBe(APPLICANT_TEXT_AR);
    const arabic = entries(APPLICANT_TEXT_AR).map(([key, sentence]) => [
      key,
      sentence.replace(/\{name\}|\{reason\}/g, '').replace(FORMAT_NAMES, ''),
    ]);
    expect(arabic.filter(([, sentence]) => /[A-Za-z]/.test(sentence))).toEqual([]);
    expect(arabic.filter(([, sentence]) => !/[\u0600-\u06ff]/.test(sentence))).toEqual([]);
    const keys = (text: ApplicantText) =>
      entries(text)
        .map(([key]) => key)
        .filter((key) => !key.startsWith('messages.'));
    expect(keys(APPLICANT_TEXT_AR)).toEqual(keys(APPLICANT_TEXT_EN));
  });

  it("reads the question label and marks in Arabic's order and number", () => {
    const ar = applicantText('rtl');
    expect(ar.questionLabel(1)).toBe('السؤال 1');
    expect(['1', '2', '5', '12', '0.5'].map(ar.marks)).toEqual(['درجة واحدة', 'درجتان', '5 درجات', '12 درجة', '0.5 درجة']);
  });

  it("translates the server's and the form's sentences it knows, and leaves others as sent", () => {
    expect(localizeMessage(UNKNOWN_SSN, 'rtl')).toBe('لا يوجد متقدّم بهذا الرقم القومي');
    expect(localizeMessage(EXAM_NOT_FOUND, 'rtl')).not.toMatch(/[A-Za-z]/);
    expect(localizeMessage('Required', 'rtl')).toBe('مطلوب');
    expect(localizeMessage('Something new from the server.', 'rtl')).toBe('Something new from the server.');
    expect(Object.values(APPLICANT_TEXT_AR.messages).filter((sentence) => /[A-Za-z]/.test(sentence))).toEqual([]);
  });
});

describe("the Label board's place buttons", () => {
  it.each([
    ['English', APPLICANT_TEXT_EN],
    ['Arabic', APPLICANT_TEXT_AR],
  ])('in %s, are named beginning with the words they show, so speech input can say them', (_language, text) => {
    expect(text.names.putHereOnSpot('Tail', 2).startsWith(text.boards.putHere)).toBe(true);
    expect(text.names.putBackWithLabels('Tail').startsWith(text.boards.putBack)).toBe(true);
  });
});
