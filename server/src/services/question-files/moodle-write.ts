import { plainText, type Question } from '@mizan/shared';
import type { ExportEntry } from './export-source';
import { dragOntoImageFields } from './moodle-label-write';
import { moodleTextWithFiles } from './moodle-pictures';
import { absoluteTolerance } from './moodle-numerical';
import { richTextHtml } from './rich-text-html';
import { escapeXml } from './xml-document';

/** Why a type is left out of a Moodle XML file. */
export const MOODLE_CANNOT_CARRY: Partial<Record<Question['type'], string>> = {
  VideoComponent: 'Moodle has no video-recording question.',
  AudioComponent: 'Moodle has no audio-recording question.',
  RIASEC: 'Moodle has no interest-profile question.',
  ImageHighlight: 'Moodle has no draw-on-the-picture question.',
};

const textElement = (name: string, html: string, format = 'html') => `<${name} format="${format}">${moodleTextWithFiles(html)}</${name}>`;
const plain = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** Moodle's cloze code for a blank: `{1:SHORTANSWER:=a~=b}` with its special characters escaped. */
function clozeGap(answers: readonly string[], mark: string): string {
  const escape = (text: string) => text.replace(/([}#~/"\\])/g, '\\$1');
  return `{${mark}:SHORTANSWER:${answers.map((answer) => `=${escape(answer)}`).join('~')}}`;
}

/**
 * A Numerical question's answers (tolerances absolute, as Moodle's are) and
 * units. A required unit is Moodle's graded unit with a 100 % penalty, so a
 * missing one scores 0 as here; an optional one converts when given.
 */
function numericalFields(question: Extract<Question, { type: 'Numerical' }>): string[] {
  const required = question.unitHandling === 'required';
  const units = question.unitHandling === 'none' ? [] : question.units;
  return [
    ...question.answers.map(
      (answer) =>
        `<answer fraction="${answer.credit}" format="moodle_auto_format"><text>${escapeXml(answer.value)}</text><feedback format="html"><text>${escapeXml(answer.feedback)}</text></feedback>${plain('tolerance', String(absoluteTolerance(answer)))}</answer>`,
    ),
    units.length > 0
      ? `<units>${units.map((unit) => `<unit>${plain('multiplier', String(unit.multiplier))}${plain('unit_name', unit.unit)}</unit>`).join('')}</units>`
      : '',
    plain('unitgradingtype', required ? '1' : '0'),
    plain('unitpenalty', required ? '1' : '0'),
    plain('showunits', units.length === 0 ? '3' : required ? '2' : '0'),
    plain('unitsleft', '0'),
  ].filter((field) => field !== '');
}

/** The question's Moodle type and fields, or why Moodle XML cannot carry it. */
function body(question: Question): { type: string; fields: string[] } | string {
  const header = richTextHtml(question.header);
  const text = textElement('questiontext', header);
  switch (question.type) {
    case 'MCQ': {
      const right = question.options.filter((option) => option.isTrue).length;
      const single = !question.isPartial && right === 1;
      const share = Math.round((100 / Math.max(1, right)) * 100000) / 100000;
      // Core multichoice only: all or nothing is each right tick its share and any wrong tick -100 % (moodle-choice.ts reads it back).
      const fraction = (isTrue: boolean) => (single ? (isTrue ? 100 : 0) : isTrue ? share : question.isPartial ? -share : -100);
      return {
        type: 'multichoice',
        fields: [
          text,
          plain('single', single ? 'true' : 'false'),
          plain('shuffleanswers', question.shuffleOptions ? 'true' : 'false'),
          plain('answernumbering', 'abc'),
          ...question.options.map(
            (option) =>
              `<answer fraction="${fraction(option.isTrue)}" format="html">${moodleTextWithFiles(richTextHtml(option.option))}<feedback format="html"><text>${escapeXml(option.authorNote)}</text></feedback></answer>`,
          ),
        ],
      };
    }
    case 'TrueOrFalse': {
      const isTrue = question.options[0].isTrue;
      return {
        type: 'truefalse',
        fields: [
          text,
          `<answer fraction="${isTrue ? 100 : 0}" format="moodle_auto_format"><text>true</text></answer>`,
          `<answer fraction="${isTrue ? 0 : 100}" format="moodle_auto_format"><text>false</text></answer>`,
        ],
      };
    }
    case 'FillTheBlank': {
      const answersOf = (id: string) =>
        question.blanks.find((blank) => blank.id === id)?.answers.filter((answer) => answer.trim() !== '') ?? [];
      if (question.options.length > 0) {
        // A word bank: gapselect, [[n]] the n-th choice.
        const words = [...new Set(question.options.map((option) => option.option))];
        const content = richTextHtml(question.content, (id) => {
          const answer = answersOf(id)[0] ?? '';
          if (!words.includes(answer)) words.push(answer);
          return `[[${words.indexOf(answer) + 1}]]`;
        });
        return {
          type: 'gapselect',
          fields: [
            textElement('questiontext', content),
            plain('shuffleanswers', 'true'),
            ...words.map((word) => `<selectoption><text>${escapeXml(word)}</text><group>1</group></selectoption>`),
          ],
        };
      }
      return {
        type: 'multianswer',
        fields: [
          textElement(
            'questiontext',
            richTextHtml(question.content, (id) => clozeGap(answersOf(id), '1')),
          ),
        ],
      };
    }
    case 'OrderComponent': {
      const ordered = question.correctOptions
        .map((id) => question.options.find((option) => option.id === id))
        .filter((option) => option !== undefined);
      return {
        type: 'ordering',
        fields: [
          text,
          plain('layouttype', 'VERTICAL'),
          plain('selecttype', 'ALL'),
          plain('selectcount', '0'),
          plain('gradingtype', question.scoreMode === 'exactMatch' ? 'ALL_OR_NOTHING' : 'ABSOLUTE_POSITION'),
          ...ordered.map(
            (option, index) => `<answer fraction="${index + 1}" format="html">${moodleTextWithFiles(richTextHtml(option.option))}</answer>`,
          ),
        ],
      };
    }
    case 'MatchQComponent': {
      const answerText = (id: string) => plainText(question.PossibleAnswers.find((answer) => answer.id === id)?.option ?? []);
      const used = new Set(question.correctPossibleAnswers);
      const distractors = question.PossibleAnswers.filter((answer) => !used.has(answer.id));
      return {
        type: 'match',
        fields: [
          text,
          plain('shuffleanswers', question.shuffleOptions ? 'true' : 'false'),
          ...question.options.map(
            (option, index) =>
              `<subquestion format="html">${moodleTextWithFiles(richTextHtml(option.option))}<answer><text>${escapeXml(answerText(question.correctPossibleAnswers[index]))}</text></answer></subquestion>`,
          ),
          ...distractors.map(
            (answer) =>
              `<subquestion format="html"><text></text><answer><text>${escapeXml(plainText(answer.option))}</text></answer></subquestion>`,
          ),
        ],
      };
    }
    case 'Numerical':
      return { type: 'numerical', fields: [text, ...numericalFields(question)] };
    case 'LabelQComponent': {
      const fields = dragOntoImageFields(question);
      return typeof fields === 'string' ? fields : { type: 'ddimageortext', fields: [text, ...fields] };
    }
    case 'EssayComponent':
      return {
        type: 'essay',
        fields: [
          text,
          plain('responseformat', 'editor'),
          plain('responserequired', '1'),
          plain('responsefieldlines', '15'),
          plain('attachments', '0'),
          plain('attachmentsrequired', '0'),
          plain('maxwordlimit', question.wordlimit < 100_000_000 ? String(question.wordlimit) : ''),
          `<responsetemplate format="plain_text"><text>${escapeXml(question.answerPlaceHolder)}</text></responsetemplate>`,
        ],
      };
    case 'FileUploadEnhanced':
      return {
        type: 'essay',
        fields: [
          text,
          plain('responseformat', 'noinline'),
          plain('responserequired', '0'),
          plain('attachments', String(question.max)),
          plain('attachmentsrequired', '1'),
        ],
      };
    default:
      return MOODLE_CANNOT_CARRY[question.type] ?? 'Moodle cannot carry this question.';
  }
}

/** The questions as a Moodle XML file (the format's `<quiz>`), a category per subject; the ones Moodle cannot hold are counted in `skipped`. */
export function writeMoodleXml(entries: readonly ExportEntry[]): { xml: string; skipped: number } {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | null = null;
  let skipped = 0;
  for (const { question, subject, tags } of entries) {
    const written = body(question);
    if (typeof written === 'string') {
      skipped += 1;
      // A comment may not hold '--'.
      lines.push(
        `<!-- ${escapeXml(question.type)} question ${escapeXml(question.id)} left out: ${escapeXml(written).replace(/--/g, '- -')} -->`,
      );
      continue;
    }
    const path = subject ? `$course$/top/${subject.replace(/\//g, '//')}` : '$course$/top';
    if (path !== category) {
      category = path;
      lines.push(`  <question type="category"><category><text>${escapeXml(path)}</text></category></question>`);
    }
    const name = question.headertxt.replace(/\s+/g, ' ').trim().slice(0, 255) || question.type;
    lines.push(
      `  <question type="${written.type}">`,
      `    <name><text>${escapeXml(name)}</text></name>`,
      ...written.fields.map((field) => `    ${field}`),
      `    ${textElement('generalfeedback', '')}`,
      `    ${plain('defaultgrade', question.totalMark || '1')}`,
      `    ${plain('penalty', '0')}`,
      `    ${plain('hidden', '0')}`,
      `    ${plain('idnumber', '')}`,
      tags.length > 0 ? `    <tags>${tags.map((tag) => `<tag><text>${escapeXml(tag)}</text></tag>`).join('')}</tags>` : '',
      '  </question>',
    );
  }
  lines.push('</quiz>', '');
  return { xml: lines.filter((line) => line !== '').join('\n'), skipped };
}
