import { ESSAY_DEFAULT_WORD_LIMIT, markValue, type Question, type RichText } from '@mizan/shared';
import { pictureSize } from './picture-size';
import { allOrNothing, mappedSum, numericalProcessing, responseDeclaration } from './qti-response-processing';
import { richTextHtml } from './rich-text-html';
import { escapeXml } from './xml-document';

/*
 * QTI has no word limit for extended text and no file count for uploads:
 * they travel as data-max-words and data-max-files (QTI 3 lets any element
 * carry data- attributes), which other tools ignore.
 */

/** What an item holds besides its outcomes: declarations, body and processing ('' when a person scores it). */
export interface ItemParts {
  declarations: string[];
  body: string;
  processing: string;
  /** The answer is scored by a person (SCORE is external-scored="human"). */
  human?: boolean;
}

/** Rich text as item-body XHTML: a picture (a block of ours, inline in XHTML) sits in a paragraph, never directly in the body. */
export function qtiHtml(rich: RichText, blank?: (blankId: string) => string): string {
  return richTextHtml(rich, blank).replace(/<img ([^>]*)\/>/g, '<p><img $1/></p>');
}

const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const choice = (element: string, identifier: string, html: string) => `<${element} identifier="${identifier}">${html}</${element}>`;

/** A picture's size in pixels when it is an inline PNG, GIF or JPEG. */
function inlinePictureSize(url: string): { width: number; height: number } | null {
  const match = /^data:image\/[a-z+.-]+;base64,(.*)$/i.exec(url);
  return match ? pictureSize(Buffer.from(match[1], 'base64')) : null;
}

/** The item of a question, or null when QTI has no interaction for its type. */
export function itemParts(question: Question): ItemParts | null {
  const header = qtiHtml(question.header);
  const mark = markValue(question.totalMark);
  const shuffle = question.shuffleOptions ? 'true' : 'false';
  switch (question.type) {
    case 'MCQ': {
      const ids = question.options.map((_, index) => `C${index + 1}`);
      const right = ids.filter((_, index) => question.options[index].isTrue);
      const multiple = question.isPartial || right.length !== 1;
      // Partial credit as ours scores it: each right choice earns its share, each wrong one takes a share away, never below 0.
      const share = right.length > 0 ? mark / right.length : 0;
      const mapping = question.isPartial
        ? { entries: ids.map((id) => ({ key: id, value: right.includes(id) ? share : -share })), upper: mark }
        : undefined;
      // A choice's feedback shows when it is chosen: CHOICE_FEEDBACK takes the chosen identifiers.
      const withFeedback = question.options.some((option) => option.authorNote.trim() !== '');
      const feedbackOf = (note: string, id: string) =>
        note.trim() === ''
          ? ''
          : `<qti-feedback-inline outcome-identifier="CHOICE_FEEDBACK" identifier="${id}" show-hide="show">${escapeXml(note)}</qti-feedback-inline>`;
      const processing = question.isPartial ? mappedSum(['RESPONSE']) : allOrNothing();
      return {
        declarations: [
          responseDeclaration('RESPONSE', multiple ? 'multiple' : 'single', 'identifier', right, mapping),
          ...(withFeedback
            ? [
                `<qti-outcome-declaration identifier="CHOICE_FEEDBACK" cardinality="${multiple ? 'multiple' : 'single'}" base-type="identifier"/>`,
              ]
            : []),
        ],
        body: `${header}<qti-choice-interaction response-identifier="RESPONSE" shuffle="${shuffle}" max-choices="${multiple ? 0 : 1}">${question.options.map((option, index) => choice('qti-simple-choice', ids[index], qtiHtml(option.option) + feedbackOf(option.authorNote, ids[index]))).join('')}</qti-choice-interaction>`,
        processing: withFeedback
          ? processing.replace(
              '</qti-response-processing>',
              '<qti-set-outcome-value identifier="CHOICE_FEEDBACK"><qti-variable identifier="RESPONSE"/></qti-set-outcome-value></qti-response-processing>',
            )
          : processing,
      };
    }
    case 'TrueOrFalse':
      return {
        declarations: [responseDeclaration('RESPONSE', 'single', 'identifier', [question.options[0].isTrue ? 'True' : 'False'])],
        body: `${header}<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">${choice('qti-simple-choice', 'True', 'True')}${choice('qti-simple-choice', 'False', 'False')}</qti-choice-interaction>`,
        processing: allOrNothing(),
      };
    case 'FillTheBlank': {
      const declarations: string[] = [];
      const identifiers: string[] = [];
      const words = question.options.map((option) => option.option);
      const blankCount = Math.max(1, question.blanks.length);
      const share = mark / blankCount;
      const content = qtiHtml(question.content, (blankId) => {
        const answers = question.blanks.find((blank) => blank.id === blankId)?.answers.filter((answer) => answer.trim() !== '') ?? [];
        const identifier = `RESPONSE_${declarations.length + 1}`;
        identifiers.push(identifier);
        if (words.length > 0) {
          const choices = [...new Set([...words, ...answers.slice(0, 1)])];
          const key = `W${choices.indexOf(answers[0] ?? '') + 1}`;
          declarations.push(
            responseDeclaration(identifier, 'single', 'identifier', [key], { entries: [{ key, value: share }], upper: share }),
          );
          return `<qti-inline-choice-interaction response-identifier="${identifier}" shuffle="true">${choices.map((word, index) => choice('qti-inline-choice', `W${index + 1}`, escapeXml(word))).join('')}</qti-inline-choice-interaction>`;
        }
        const entries = [...new Set(answers)].map((key) => ({ key, value: share }));
        declarations.push(responseDeclaration(identifier, 'single', 'string', answers.slice(0, 1), { entries, upper: share }));
        return `<qti-text-entry-interaction response-identifier="${identifier}"/>`;
      });
      // The question text first, then the text with blanks in a division of its own (the reader takes it back from there).
      return { declarations, body: `${header}<div>${content}</div>`, processing: mappedSum(identifiers) };
    }
    case 'OrderComponent': {
      const ids = question.options.map((_, index) => `O${index + 1}`);
      const idOf = (optionId: string) => ids[question.options.findIndex((option) => option.id === optionId)];
      return {
        declarations: [responseDeclaration('RESPONSE', 'ordered', 'identifier', question.correctOptions.map(idOf))],
        body: `${header}<qti-order-interaction response-identifier="RESPONSE" shuffle="true">${question.options.map((option, index) => choice('qti-simple-choice', ids[index], qtiHtml(option.option))).join('')}</qti-order-interaction>`,
        processing: allOrNothing(),
      };
    }
    case 'MatchQComponent': {
      const left = question.options.map((_, index) => `L${index + 1}`);
      const right = question.PossibleAnswers.map((_, index) => `R${index + 1}`);
      const rightOf = (id: string) => right[question.PossibleAnswers.findIndex((answer) => answer.id === id)];
      const pairs = question.options.map((_, index) => `${left[index]} ${rightOf(question.correctPossibleAnswers[index])}`);
      const share = mark / Math.max(1, pairs.length);
      const set = (ids: string[], options: { option: RichText }[]) =>
        `<qti-simple-match-set>${options.map((option, index) => `<qti-simple-associable-choice identifier="${ids[index]}" match-max="${ids === left ? 1 : question.options.length}">${qtiHtml(option.option)}</qti-simple-associable-choice>`).join('')}</qti-simple-match-set>`;
      return {
        declarations: [
          responseDeclaration('RESPONSE', 'multiple', 'directedPair', pairs, {
            entries: pairs.map((key) => ({ key, value: share })),
            upper: mark,
          }),
        ],
        body: `${header}<qti-match-interaction response-identifier="RESPONSE" shuffle="${shuffle}" max-associations="${question.options.length}">${set(left, question.options)}${set(right, question.PossibleAnswers)}</qti-match-interaction>`,
        processing: mappedSum(['RESPONSE']),
      };
    }
    case 'LabelQComponent': {
      const size = inlinePictureSize(question.image);
      const inlineType = /^data:([^;,]+)/.exec(question.image)?.[1];
      const type = inlineType ?? PICTURE_TYPES[question.image.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png';
      const labels = question.labels.map((_, index) => `G${index + 1}`);
      const spots = question.options.map((_, index) => `H${index + 1}`);
      const spotOf = (id: string) => spots[question.options.findIndex((spot) => spot.id === id)];
      const pairs = labels.map((label, index) => `${label} ${spotOf(question.correctOptions[index])}`);
      const share = mark / Math.max(1, pairs.length);
      // A picture given by address has no known pixel size: its hotspots are placed in percentages, which QTI 3 coordinates allow.
      const at = (spot: { top: number; left: number }) =>
        size && size.width > 0 && size.height > 0
          ? `${Math.round((spot.left / 100) * size.width)},${Math.round((spot.top / 100) * size.height)},${Math.max(4, Math.round(Math.min(size.width, size.height) / 20))}`
          : `${Math.round(spot.left)}%,${Math.round(spot.top)}%,5%`;
      return {
        declarations: [
          responseDeclaration('RESPONSE', 'multiple', 'directedPair', pairs, {
            entries: pairs.map((key) => ({ key, value: share })),
            upper: mark,
          }),
        ],
        body:
          `${header}<qti-graphic-gap-match-interaction response-identifier="RESPONSE">` +
          `<object data="${escapeXml(question.image)}" type="${escapeXml(type)}"${size ? ` width="${size.width}" height="${size.height}"` : ''}/>` +
          question.labels
            .map((label, index) => `<qti-gap-text identifier="${labels[index]}" match-max="1">${escapeXml(label.value)}</qti-gap-text>`)
            .join('') +
          question.options
            .map(
              (spot, index) => `<qti-associable-hotspot identifier="${spots[index]}" match-max="1" shape="circle" coords="${at(spot)}"/>`,
            )
            .join('') +
          '</qti-graphic-gap-match-interaction>',
        processing: mappedSum(['RESPONSE']),
      };
    }
    case 'Numerical': {
      const best = [...question.answers].sort((a, b) => b.credit - a.credit)[0];
      // A float entry has no unit: the base unit is written after the box, the way a paper test would.
      const unit = question.units[0] ? ` ${escapeXml(question.units[0].unit)}` : '';
      return {
        declarations: [responseDeclaration('RESPONSE', 'single', 'float', best ? [String(Number(best.value))] : [])],
        body: `${header}<p><qti-text-entry-interaction response-identifier="RESPONSE"/>${unit}</p>`,
        processing: numericalProcessing(question.answers, mark),
      };
    }
    case 'EssayComponent':
      return {
        declarations: [responseDeclaration('RESPONSE', 'single', 'string', [])],
        body: `${header}<qti-extended-text-interaction response-identifier="RESPONSE"${question.answerPlaceHolder ? ` placeholder-text="${escapeXml(question.answerPlaceHolder)}"` : ''}${question.wordlimit < ESSAY_DEFAULT_WORD_LIMIT ? ` data-max-words="${question.wordlimit}"` : ''}/>`,
        processing: '',
        human: true,
      };
    case 'FileUploadEnhanced':
      return {
        declarations: [responseDeclaration('RESPONSE', 'single', 'file', [])],
        body: `${header}<qti-upload-interaction response-identifier="RESPONSE" data-max-files="${question.max}"/>`,
        processing: '',
        human: true,
      };
    default:
      return null;
  }
}
