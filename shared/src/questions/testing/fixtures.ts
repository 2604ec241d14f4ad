/**
 * Valid questions of every type with fixed ids and recognisable answer keys,
 * for tests here and in the apps (not exported from the package entry).
 */
import { newQuestion } from '../new-question';
import type { Question, QuestionOf } from '../question';
import type { QuestionType } from '../question-types';
import type { RichText } from '../rich-text';
import { richTextFromPlain } from '../rich-text';
import { QUESTION_TYPES } from '../question-types';

export const text = (value: string): RichText => richTextFromPlain(value);

function base<Type extends QuestionType>(type: Type, id: string): QuestionOf<Type> {
  return { ...newQuestion(type), id, header: text(`Header of ${type}`), headertxt: `Header of ${type}`, totalMark: '4' };
}

export function mcq(overrides: Partial<QuestionOf<'MCQ'>> = {}): QuestionOf<'MCQ'> {
  return {
    ...base('MCQ', 'mcq0000001'),
    options: [
      { id: 'optA', option: text('A'), authorNote: 'NOTE-A', selected: false, isTrue: true },
      { id: 'optB', option: text('B'), authorNote: '', selected: false, isTrue: false },
      { id: 'optC', option: text('C'), authorNote: '', selected: false, isTrue: true },
      { id: 'optD', option: text('D'), authorNote: '', selected: false, isTrue: false },
    ],
    ...overrides,
  };
}

export function trueOrFalse(overrides: Partial<QuestionOf<'TrueOrFalse'>> = {}): QuestionOf<'TrueOrFalse'> {
  return {
    ...base('TrueOrFalse', 'tf00000001'),
    options: [
      { id: 'True', option: 'True', selected: false, isTrue: false },
      { id: 'False', option: 'False', selected: false, isTrue: true },
    ],
    correctAnswerChosen: true,
    ...overrides,
  };
}

export function fillTheBlank(overrides: Partial<QuestionOf<'FillTheBlank'>> = {}): QuestionOf<'FillTheBlank'> {
  const content: RichText = [
    {
      type: 'paragraph',
      children: [
        { text: 'Water boils at ' },
        { type: 'blank', blankId: 'blank1', children: [{ text: '' }] },
        { text: ' degrees; the capital of France is ' },
        { type: 'blank', blankId: 'blank2', children: [{ text: '' }] },
        { text: '.' },
      ],
    },
  ];
  return {
    ...base('FillTheBlank', 'fill000001'),
    content,
    blanks: [
      { id: 'blank1', answers: ['100', 'one hundred'], value: '' },
      { id: 'blank2', answers: ['Paris'], value: '' },
    ],
    vHeader: 'Water boils at _____ degrees; the capital of France is _____.',
    options: [],
    ...overrides,
  };
}

export function video(overrides: Partial<QuestionOf<'VideoComponent'>> = {}): QuestionOf<'VideoComponent'> {
  return { ...base('VideoComponent', 'video00001'), ...overrides };
}

export function audio(overrides: Partial<QuestionOf<'AudioComponent'>> = {}): QuestionOf<'AudioComponent'> {
  return { ...base('AudioComponent', 'audio00001'), ...overrides };
}

export function riasec(overrides: Partial<QuestionOf<'RIASEC'>> = {}): QuestionOf<'RIASEC'> {
  return {
    ...base('RIASEC', 'riasec0001'),
    totalMark: '1',
    cat: 'S',
    options: [
      { id: 'want', option: text('أرغب'), authorNote: '', selected: false, isTrue: true },
      { id: 'notwant', option: text('لا أرغب'), authorNote: '', selected: false, isTrue: false },
    ],
    ...overrides,
  };
}

export function order(overrides: Partial<QuestionOf<'OrderComponent'>> = {}): QuestionOf<'OrderComponent'> {
  return {
    ...base('OrderComponent', 'order00001'),
    options: [
      { id: 'o1', option: text('first') },
      { id: 'o2', option: text('second') },
      { id: 'o3', option: text('third') },
      { id: 'o4', option: text('fourth') },
    ],
    correctOptions: ['o1', 'o2', 'o3', 'o4'],
    ...overrides,
  };
}

export function match(overrides: Partial<QuestionOf<'MatchQComponent'>> = {}): QuestionOf<'MatchQComponent'> {
  return {
    ...base('MatchQComponent', 'match00001'),
    options: [
      { id: 'm1', option: text('Egypt') },
      { id: 'm2', option: text('France') },
      { id: 'm3', option: text('Japan') },
    ],
    PossibleAnswers: [
      { id: 'p1', option: text('Cairo') },
      { id: 'p2', option: text('Paris') },
      { id: 'p3', option: text('Tokyo') },
    ],
    correctPossibleAnswers: ['p1', 'p2', 'p3'],
    matchedPossibleAnswers: [],
    totalMark: '3',
    ...overrides,
  };
}

export function label(overrides: Partial<QuestionOf<'LabelQComponent'>> = {}): QuestionOf<'LabelQComponent'> {
  return {
    ...base('LabelQComponent', 'label00001'),
    image: '/media/heart.png',
    labels: [
      { id: 'l1', value: 'Aorta', top: 10, left: 20 },
      { id: 'l2', value: 'Ventricle', top: 60, left: 40 },
      { id: 'l3', value: 'Atrium', top: 30, left: 70 },
      { id: 'l4', value: 'Valve', top: 80, left: 80 },
    ],
    options: [
      { id: 's1', value: 'SPOT-CAPTION', top: 10, left: 20 },
      { id: 's2', value: '', top: 60, left: 40 },
      { id: 's3', value: '', top: 30, left: 70 },
      { id: 's4', value: '', top: 80, left: 80 },
    ],
    correctOptions: ['s1', 's2', 's3', 's4'],
    placedOptions: [],
    ...overrides,
  };
}

export function essay(overrides: Partial<QuestionOf<'EssayComponent'>> = {}): QuestionOf<'EssayComponent'> {
  return { ...base('EssayComponent', 'essay00001'), wordlimit: 5, ...overrides };
}

export function fileUpload(overrides: Partial<QuestionOf<'FileUploadEnhanced'>> = {}): QuestionOf<'FileUploadEnhanced'> {
  return { ...base('FileUploadEnhanced', 'file000001'), max: 2, maxCount: 2, ...overrides };
}

export function imageHighlight(overrides: Partial<QuestionOf<'ImageHighlight'>> = {}): QuestionOf<'ImageHighlight'> {
  return { ...base('ImageHighlight', 'highlight1'), qst_image: '/media/map.png', authorNote: 'NOTE-HIGHLIGHT', ...overrides };
}

export function numerical(overrides: Partial<QuestionOf<'Numerical'>> = {}): QuestionOf<'Numerical'> {
  return {
    ...base('Numerical', 'numeric001'),
    answers: [
      { id: 'exact', value: '3.5', tolerance: '0.1', toleranceMode: 'absolute', credit: 100, feedback: 'FEEDBACK-EXACT' },
      { id: 'rough', value: '3', tolerance: '10', toleranceMode: 'relative', credit: 50, feedback: 'FEEDBACK-ROUGH' },
    ],
    units: [
      { id: 'metre', unit: 'm', multiplier: 1 },
      { id: 'centimetre', unit: 'cm', multiplier: 100 },
    ],
    unitHandling: 'optional',
    ...overrides,
  };
}

const MAKERS: { [Type in QuestionType]: () => QuestionOf<Type> } = {
  MCQ: () => mcq(),
  TrueOrFalse: () => trueOrFalse(),
  FillTheBlank: () => fillTheBlank(),
  VideoComponent: () => video(),
  AudioComponent: () => audio(),
  RIASEC: () => riasec(),
  OrderComponent: () => order(),
  MatchQComponent: () => match(),
  LabelQComponent: () => label(),
  EssayComponent: () => essay(),
  FileUploadEnhanced: () => fileUpload(),
  ImageHighlight: () => imageHighlight(),
  Numerical: () => numerical(),
};

/** A valid question of `type` (validateQuestion gives null). */
export function validQuestion<Type extends QuestionType>(type: Type): QuestionOf<Type> {
  const make: () => QuestionOf<Type> = MAKERS[type];
  return make();
}

/** One valid question of each type. */
export function everyType(): Question[] {
  return QUESTION_TYPES.map((type) => validQuestion(type));
}
