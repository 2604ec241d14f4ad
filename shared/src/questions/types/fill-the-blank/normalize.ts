import type { Blank, FillTheBlankQuestion, QuestionCommon, WordOption } from '../../question';
import { newQuestionId } from '../../question-id';
import { asRecord, readId, readList, readString } from '../../read-values';
import type { RichText } from '../../rich-text';
import { blankIdsOf, plainText, readRichText } from '../../rich-text';

function readWordOption(value: unknown): WordOption {
  if (typeof value === 'string') return { id: newQuestionId(), option: value };
  const record = asRecord(value);
  return { id: readId(record.id), option: readString(record.option ?? record.value ?? record.text) };
}

function readBlank(value: unknown): Blank {
  const record = asRecord(value);
  const answers = Array.isArray(record.answers)
    ? record.answers.map((answer) => readString(answer)).filter((answer) => answer.trim() !== '')
    : typeof record.answers === 'string' && record.answers.trim() !== ''
      ? [record.answers]
      : typeof record.answer === 'string' && record.answer.trim() !== ''
        ? [record.answer]
        : [];
  return { id: readId(record.id), answers, value: readString(record.value) };
}

/** The blanks follow the content's markers when it has any: missing ones added without answers, ones without a marker dropped. */
function readBlanks(value: unknown, content: RichText): Blank[] {
  const blanks = readList(value, readBlank);
  const markers = blankIdsOf(content);
  if (markers.length === 0) return blanks;
  return markers.map((id) => blanks.find((blank) => blank.id === id) ?? { id, answers: [], value: '' });
}

export function normalizeFillTheBlank(record: Record<string, unknown>, common: QuestionCommon<'FillTheBlank'>): FillTheBlankQuestion {
  const content = readRichText(record.content);
  return {
    ...common,
    content,
    blanks: readBlanks(record.blanks, content),
    vHeader: plainText(content),
    options: readList(record.options, readWordOption),
  };
}
