import { ESSAY_DEFAULT_WORD_LIMIT, plainText, type Question } from '@mizan/shared';
import type { ExportEntry } from './export-source';
import { richTextHtml } from './rich-text-html';
import { escapeXml } from './xml-document';
import { packZip } from './zip-package';

/*
 * QTI has no word limit for extended text and no file count for uploads:
 * they travel as data-max-words and data-max-files (QTI 3 lets any element
 * carry data- attributes), which other tools ignore.
 */
const ITEM_NS = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const TEMPLATES = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';

interface ItemParts {
  declarations: string[];
  body: string;
  template: 'match_correct' | 'map_response';
}

const value = (text: string) => `<qti-value>${escapeXml(text)}</qti-value>`;
const declaration = (
  identifier: string,
  cardinality: string,
  baseType: string,
  correct: readonly string[],
  mapping: readonly string[] = [],
) =>
  `<qti-response-declaration identifier="${identifier}" cardinality="${cardinality}" base-type="${baseType}">` +
  `<qti-correct-response>${correct.map(value).join('')}</qti-correct-response>` +
  (mapping.length > 0
    ? `<qti-mapping default-value="0">${mapping.map((key) => `<qti-map-entry map-key="${escapeXml(key)}" mapped-value="1"/>`).join('')}</qti-mapping>`
    : '') +
  '</qti-response-declaration>';
const choice = (element: string, identifier: string, html: string) => `<${element} identifier="${identifier}">${html}</${element}>`;

/** The item of a question, or null when QTI has no interaction for its type. */
function itemParts(question: Question): ItemParts | null {
  const header = richTextHtml(question.header);
  const shuffle = question.shuffleOptions ? 'true' : 'false';
  switch (question.type) {
    case 'MCQ': {
      const ids = question.options.map((_, index) => `C${index + 1}`);
      const right = ids.filter((_, index) => question.options[index].isTrue);
      const multiple = question.isPartial || right.length !== 1;
      return {
        declarations: [declaration('RESPONSE', multiple ? 'multiple' : 'single', 'identifier', right, question.isPartial ? right : [])],
        body: `${header}<qti-choice-interaction response-identifier="RESPONSE" shuffle="${shuffle}" max-choices="${multiple ? 0 : 1}">${question.options.map((option, index) => choice('qti-simple-choice', ids[index], richTextHtml(option.option))).join('')}</qti-choice-interaction>`,
        template: question.isPartial ? 'map_response' : 'match_correct',
      };
    }
    case 'TrueOrFalse':
      return {
        declarations: [declaration('RESPONSE', 'single', 'identifier', [question.options[0].isTrue ? 'True' : 'False'])],
        body: `${header}<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">${choice('qti-simple-choice', 'True', 'True')}${choice('qti-simple-choice', 'False', 'False')}</qti-choice-interaction>`,
        template: 'match_correct',
      };
    case 'FillTheBlank': {
      const declarations: string[] = [];
      const words = question.options.map((option) => option.option);
      const content = richTextHtml(question.content, (blankId) => {
        const answers = question.blanks.find((blank) => blank.id === blankId)?.answers.filter((answer) => answer.trim() !== '') ?? [];
        const identifier = `RESPONSE_${declarations.length + 1}`;
        if (words.length > 0) {
          const choices = [...new Set([...words, ...answers.slice(0, 1)])];
          declarations.push(declaration(identifier, 'single', 'identifier', [`W${choices.indexOf(answers[0] ?? '') + 1}`]));
          return `<qti-inline-choice-interaction response-identifier="${identifier}" shuffle="true">${choices.map((word, index) => choice('qti-inline-choice', `W${index + 1}`, escapeXml(word))).join('')}</qti-inline-choice-interaction>`;
        }
        declarations.push(declaration(identifier, 'single', 'string', answers.slice(0, 1), answers));
        return `<qti-text-entry-interaction response-identifier="${identifier}"/>`;
      });
      return { declarations, body: content, template: 'map_response' };
    }
    case 'OrderComponent': {
      const ids = question.options.map((_, index) => `O${index + 1}`);
      const idOf = (optionId: string) => ids[question.options.findIndex((option) => option.id === optionId)];
      return {
        declarations: [declaration('RESPONSE', 'ordered', 'identifier', question.correctOptions.map(idOf))],
        body: `${header}<qti-order-interaction response-identifier="RESPONSE" shuffle="true">${question.options.map((option, index) => choice('qti-simple-choice', ids[index], richTextHtml(option.option))).join('')}</qti-order-interaction>`,
        template: 'match_correct',
      };
    }
    case 'MatchQComponent': {
      const left = question.options.map((_, index) => `L${index + 1}`);
      const right = question.PossibleAnswers.map((_, index) => `R${index + 1}`);
      const rightOf = (id: string) => right[question.PossibleAnswers.findIndex((answer) => answer.id === id)];
      const pairs = question.options.map((_, index) => `${left[index]} ${rightOf(question.correctPossibleAnswers[index])}`);
      const set = (ids: string[], options: { option: Question['header'] }[]) =>
        `<qti-simple-match-set>${options.map((option, index) => `<qti-simple-associable-choice identifier="${ids[index]}" match-max="${ids === left ? 1 : question.options.length}">${richTextHtml(option.option)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set>`;
      return {
        declarations: [declaration('RESPONSE', 'multiple', 'directedPair', pairs, pairs)],
        body: `${header}<qti-match-interaction response-identifier="RESPONSE" shuffle="${shuffle}" max-associations="${question.options.length}">${set(left, question.options)}${set(right, question.PossibleAnswers)}</qti-match-interaction>`,
        template: 'map_response',
      };
    }
    case 'EssayComponent':
      return {
        declarations: [`<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>`],
        body: `${header}<qti-extended-text-interaction response-identifier="RESPONSE"${question.answerPlaceHolder ? ` placeholder-text="${escapeXml(question.answerPlaceHolder)}"` : ''}${question.wordlimit < ESSAY_DEFAULT_WORD_LIMIT ? ` data-max-words="${question.wordlimit}"` : ''}/>`,
        template: 'match_correct',
      };
    case 'FileUploadEnhanced':
      return {
        declarations: [`<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="file"/>`],
        body: `${header}<qti-upload-interaction response-identifier="RESPONSE" data-max-files="${question.max}"/>`,
        template: 'match_correct',
      };
    default:
      return null;
  }
}

const language = (question: Question) => (/[\u0600-\u06ff]/.test(question.headertxt || plainText(question.header)) ? 'ar' : 'en');

function itemXml(question: Question, parts: ItemParts, identifier: string): string {
  const lang = language(question);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="${ITEM_NS}" identifier="${identifier}" title="${escapeXml(question.headertxt.replace(/\s+/g, ' ').trim().slice(0, 255) || question.type)}" adaptive="false" time-dependent="false" xml:lang="${lang}">`,
    ...parts.declarations,
    '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>',
    `<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value>${value(question.totalMark || '1')}</qti-default-value></qti-outcome-declaration>`,
    `<qti-item-body${lang === 'ar' ? ' dir="rtl"' : ''}>${parts.body}</qti-item-body>`,
    `<qti-response-processing template="${TEMPLATES}/${parts.template}.xml"/>`,
    '</qti-assessment-item>',
    '',
  ].join('\n');
}

function lom(entry: ExportEntry): string {
  const keywords = entry.tags.map((tag) => `<imsmd:keyword><imsmd:string>${escapeXml(tag)}</imsmd:string></imsmd:keyword>`).join('');
  const subject = entry.subject
    ? `<imsmd:classification><imsmd:purpose><imsmd:source>LOMv1.0</imsmd:source><imsmd:value>discipline</imsmd:value></imsmd:purpose><imsmd:taxonPath><imsmd:taxon><imsmd:entry><imsmd:string>${escapeXml(entry.subject)}</imsmd:string></imsmd:entry></imsmd:taxon></imsmd:taxonPath></imsmd:classification>`
    : '';
  return keywords || subject
    ? `<metadata><imsmd:lom>${keywords ? `<imsmd:general>${keywords}</imsmd:general>` : ''}${subject}</imsmd:lom></metadata>`
    : '';
}

/** The questions as a QTI 3.0 package (zip: imsmanifest.xml and an item file each); types without an interaction are counted in `skipped`. */
export function writeQtiPackage(entries: readonly ExportEntry[]): { zip: Uint8Array; skipped: number } {
  const files = new Map<string, string>();
  const resources: string[] = [];
  let skipped = 0;
  entries.forEach((entry, index) => {
    const parts = itemParts(entry.question);
    if (!parts) {
      skipped += 1;
      return;
    }
    const identifier = `item-${index + 1}-${entry.question.id.replace(/[^A-Za-z0-9_-]/g, '')}`;
    const href = `items/${identifier}.xml`;
    files.set(href, itemXml(entry.question, parts, identifier));
    resources.push(
      `<resource identifier="${identifier}" type="imsqti_item_xmlv3p0" href="${href}">${lom(entry)}<file href="${href}"/></resource>`,
    );
  });
  const manifest = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:imsmd="http://ltsc.ieee.org/xsd/LOM" identifier="mizan-export">',
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>',
    '<organizations/>',
    `<resources>${resources.join('')}</resources>`,
    '</manifest>',
    '',
  ].join('\n');
  return { zip: packZip(new Map([['imsmanifest.xml', manifest], ...files])), skipped };
}
