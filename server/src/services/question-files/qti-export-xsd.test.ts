import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { richTextFromPlain, type Question } from '@mizan/shared';
import { essay, everyType, label, mcq } from '../../../../shared/src/questions/testing/fixtures';
import { writeQtiPackage } from './qti-write';

const XSD = join(__dirname, '../../../test-fixtures/qti-xsd');
const PICTURE = readFileSync(join(__dirname, '../../../test-fixtures/question-files/qti3-examples/items/images/sign.png'));
const INLINE_PNG = `data:image/png;base64,${PICTURE.toString('base64')}`;
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

/** xmllint's verdict on files against a schema: '' when every file validates, else its complaints. */
function schemaErrors(schema: string, files: string[]): string {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', join(XSD, schema), ...files], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

/** Every type, a Label on an inline picture, a picture in a question text, an essay with feedback and an Arabic question. */
function questions(): Question[] {
  const pictured = mcq({
    id: 'pictured01',
    header: [
      ...richTextFromPlain('Look at the sign.'),
      { type: 'image', url: INLINE_PNG, alt: 'NEVER LEAVE LUGGAGE UNATTENDED', children: [{ text: '' }] },
    ],
  });
  const withFeedback = essay({ id: 'essayfeed1', feedback: 'A good answer names two causes.\nSee chapter 3.' });
  const arabic = mcq({ id: 'arabic0001', header: richTextFromPlain('ما عاصمة مصر؟'), headertxt: 'ما عاصمة مصر؟', isPartial: true });
  // everyType's Label shows a picture by address (hotspots in percentages); the second one an inline picture (in pixels).
  return [...everyType(), label({ id: 'inlinelab1', image: INLINE_PNG }), pictured, withFeedback, arabic];
}

const describeWithXmllint = hasXmllint ? describe : describe.skip;
if (!hasXmllint) console.warn('qti-export-xsd.test.ts: xmllint is not installed (Debian: libxml2-utils), so the XSD check is skipped.');

describeWithXmllint("the QTI export against 1EdTech's QTI 3.0.1 and content-packaging XSDs", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'qti-export-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('every exported item and the manifest validate; types without a QTI interaction are counted as skipped', () => {
    const { zip, skipped } = writeQtiPackage(questions().map((question) => ({ question, subject: 'Geography', tags: ['export'] })));
    const files = Object.entries(unzipSync(zip));
    for (const [name, bytes] of files) {
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), bytes);
    }
    const items = files.map(([name]) => name).filter((name) => name.startsWith('items/'));
    // Video, audio, RIASEC and image highlight have no QTI interaction here.
    expect(skipped).toBe(4);
    expect(items).toHaveLength(questions().length - 4);
    expect(
      schemaErrors(
        'imsqti_asiv3p0p1_v1p0.xsd',
        items.map((name) => join(folder, name)),
      ),
    ).toBe('');
    expect(schemaErrors('imsqtiv3p0_imscpv1p2_v1p0.xsd', [join(folder, 'imsmanifest.xml')])).toBe('');
  });
});
