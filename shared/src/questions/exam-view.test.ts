import { applyAnswer } from './apply-answer';
import type { QuestionAnswer } from './answer';
import { toExamView, toExamViews } from './exam-view';
import type { Question } from './question';
import { QUESTION_TYPES } from './question-types';
import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import { richTextFromPlain } from './rich-text';
import { seededShuffle } from './seeded-shuffle';
import { everyType, fillTheBlank, label, match, mcq, order, text, trueOrFalse, validQuestion } from './testing/fixtures';

/** Keys that hold an answer key, an answer, a mark or staff-only data: none may reach an applicant. */
const FORBIDDEN_KEYS = [
  'isTrue',
  'correctAnswerChosen',
  'correctOptions',
  'correctPossibleAnswers',
  'matchedPossibleAnswers',
  'placedOptions',
  'answers',
  'authorNote',
  'score',
  'feedback',
  'selected',
  'stdanswer',
  'stdanswerTxt',
  'count',
  'overcount',
  'mediaBlobUrl',
  'qstImageAfterDrawing',
  'files',
  'cat',
  'isPartial',
  'difficult',
  'cognitive',
  'isRecording',
  'scoreMode',
];

/** Every key anywhere in a JSON value, with its path. */
function keysOf(value: unknown, path = '$'): { key: string; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [{ key, path: `${path}.${key}` }, ...keysOf(child, `${path}.${key}`)]);
}

const SECRET = 'SECRET';

/** Answers that fill every answer field of the seed's form with recognisable text. */
const ANSWERS: Record<QuestionType, QuestionAnswer> = {
  MCQ: { type: 'MCQ', selected: ['optA'] },
  TrueOrFalse: { type: 'TrueOrFalse', optionId: 'False' },
  FillTheBlank: { type: 'FillTheBlank', blanks: [{ blankId: 'blank1', value: `${SECRET}-typed` }] },
  VideoComponent: { type: 'VideoComponent', mediaUrl: `/media/${SECRET}-video.webm` },
  AudioComponent: { type: 'AudioComponent', mediaUrl: `/media/${SECRET}-audio.webm` },
  RIASEC: { type: 'RIASEC', optionId: 'want' },
  OrderComponent: { type: 'OrderComponent', order: ['o4', 'o3', 'o2', 'o1'] },
  MatchQComponent: { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p1' }] },
  LabelQComponent: { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's1' }] },
  EssayComponent: { type: 'EssayComponent', text: richTextFromPlain(`${SECRET} essay of another attempt`) },
  FileUploadEnhanced: {
    type: 'FileUploadEnhanced',
    files: [{ id: 'f1', name: `${SECRET}.pdf`, type: 'application/pdf', data: `/media/${SECRET}` }],
  },
  ImageHighlight: { type: 'ImageHighlight', drawingUrl: `/media/${SECRET}-drawing.png` },
  Numerical: { type: 'Numerical', value: `${SECRET}-typed`, unit: 'cm' },
};

/** A question carrying every secret it can: key, notes, someone's answer, mark and feedback, hidden objective. */
function loaded(type: QuestionType): Question {
  const question = applyAnswer(validQuestion(type), ANSWERS[type]);
  const withSecrets = {
    ...question,
    score: '3',
    feedback: `${SECRET} feedback`,
    objectives: `${SECRET} objective`,
    showObjectives: false,
  };
  switch (withSecrets.type) {
    case 'MCQ':
    case 'RIASEC':
      return { ...withSecrets, options: withSecrets.options.map((option) => ({ ...option, authorNote: `${SECRET} note` })) };
    case 'FillTheBlank':
      return {
        ...withSecrets,
        blanks: withSecrets.blanks.map((blank, index) => ({ ...blank, answers: [`${SECRET}ANSWER${index}`] })),
      };
    case 'LabelQComponent':
      return { ...withSecrets, options: withSecrets.options.map((spot) => ({ ...spot, value: `${SECRET} caption` })) };
    case 'ImageHighlight':
      return { ...withSecrets, authorNote: `${SECRET} note` };
    default:
      return withSecrets;
  }
}

describe('toExamView removes every answer key, answer, mark and note', () => {
  it.each(QUESTION_TYPES)('%s: no forbidden key anywhere in the JSON', (type) => {
    const question = loaded(type);
    const view = JSON.parse(JSON.stringify(toExamView(question, 'attempt-1')));
    const found = keysOf(view).filter(({ key }) => FORBIDDEN_KEYS.includes(key));
    expect(found).toEqual([]);
  });

  it.each(QUESTION_TYPES)('%s: no secret text survives', (type) => {
    const json = JSON.stringify(toExamView(loaded(type), 'attempt-1'));
    expect(json).not.toContain(SECRET);
  });

  it.each(QUESTION_TYPES)('%s: the loaded question did carry secrets (so the scan above can fail)', (type) => {
    const question = loaded(type);
    expect(JSON.stringify(question)).toContain(SECRET);
    expect(keysOf(question).some(({ key }) => FORBIDDEN_KEYS.includes(key))).toBe(true);
  });

  it.each(QUESTION_TYPES)('%s: the view is in examMode and keeps the question id, type, header and mark', (type) => {
    const question = loaded(type);
    const view = toExamView(question, 'attempt-1');
    expect(view).toMatchObject({ id: question.id, type, mode: 'examMode', header: question.header, totalMark: question.totalMark });
  });

  it('gives exactly the fields each type needs', () => {
    const common = ['header', 'headertxt', 'id', 'mode', 'objectives', 'oneLineOptions', 'required', 'showObjectives', 'totalMark', 'type'];
    const extra: Record<QuestionType, string[]> = {
      MCQ: ['options'],
      TrueOrFalse: ['options'],
      FillTheBlank: ['blanks', 'content', 'options', 'vHeader'],
      VideoComponent: [],
      AudioComponent: [],
      RIASEC: ['options'],
      OrderComponent: ['options'],
      MatchQComponent: ['PossibleAnswers', 'options'],
      LabelQComponent: ['image', 'labels', 'options'],
      EssayComponent: ['allowOverLimit', 'answerPlaceHolder', 'showWordCount', 'showWordLimit', 'wordlimit'],
      FileUploadEnhanced: ['max', 'maxCount'],
      ImageHighlight: ['qst_image'],
      Numerical: ['unitHandling', 'units'],
    };
    for (const type of QUESTION_TYPES) {
      expect([type, Object.keys(toExamView(loaded(type), 's')).sort()]).toEqual([type, [...common, ...extra[type]].sort()]);
    }
  });

  it('options keep only id and text', () => {
    const view = toExamView(loaded('MCQ'), 's');
    if (view.type !== 'MCQ') throw new Error('wrong type');
    for (const option of view.options) expect(Object.keys(option).sort()).toEqual(['id', 'option']);
  });

  it('Label: labels lose their positions, spots lose their captions', () => {
    const view = toExamView(loaded('LabelQComponent'), 's');
    if (view.type !== 'LabelQComponent') throw new Error('wrong type');
    for (const item of view.labels) expect(Object.keys(item).sort()).toEqual(['id', 'value']);
    for (const spot of view.options) expect(Object.keys(spot).sort()).toEqual(['id', 'left', 'top']);
    expect(view.options.map((spot) => spot.id).sort()).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('FillTheBlank: text hidden inside a blank marker is dropped', () => {
    const question = fillTheBlank({
      content: [{ type: 'paragraph', children: [{ type: 'blank', blankId: 'blank1', children: [{ text: `${SECRET}` }] }] }],
    });
    const json = JSON.stringify(toExamView(question, 's'));
    expect(json).not.toContain(SECRET);
    expect(json).toContain('blank1');
  });

  it('stray properties in rich text are not passed on', () => {
    const header = [
      { type: 'paragraph', children: [{ text: 'Hi', bold: true, onclick: 'alert(1)' }], dangerouslySetInnerHTML: { __html: '<img>' } },
    ] as unknown as RichText;
    const json = JSON.stringify(toExamView(mcq({ header }), 's'));
    expect(json).not.toContain('onclick');
    expect(json).not.toContain('dangerouslySetInnerHTML');
    expect(json).toContain('"bold":true');
  });

  it('a frozen snapshot (the server shares one per exam room) gives every attempt the same cleaned text, still without stray properties', () => {
    const header = [{ type: 'paragraph', children: [{ text: 'Hi', onclick: 'alert(1)' }] }] as unknown as RichText;
    const frozen = mcq({ header, shuffleOptions: true });
    const deepFreeze = (value: unknown): void => {
      if (value && typeof value === 'object') {
        Object.freeze(value);
        Object.values(value).forEach(deepFreeze);
      }
    };
    deepFreeze(frozen);
    const views = SEEDS.slice(0, 5).map((seed) => toExamView(frozen, seed));
    for (const view of views) {
      expect(view.header).toEqual([{ type: 'paragraph', children: [{ text: 'Hi' }] }]);
      expect(JSON.stringify(view)).not.toContain('onclick');
      expect(JSON.stringify(view)).not.toContain('correct');
    }
    expect(views.map((view) => view.header)).toEqual(views.map(() => views[0].header));
  });

  it('shows the objective only when the author chose to', () => {
    expect(toExamView(mcq({ objectives: 'Read graphs', showObjectives: true }), 's').objectives).toBe('Read graphs');
    expect(toExamView(mcq({ objectives: 'Read graphs', showObjectives: false }), 's').objectives).toBe('');
  });

  it('toExamViews keeps the assessment order', () => {
    expect(toExamViews(everyType(), 's').map((view) => view.type)).toEqual([...QUESTION_TYPES]);
  });
});

const SEEDS = Array.from({ length: 40 }, (_, index) => `attempt-${index}`);

function idsOf(items: readonly { id: string }[]): string {
  return items.map((item) => item.id).join(',');
}

describe('shuffling in the exam view', () => {
  const manyOptions = mcq({
    shuffleOptions: true,
    options: Array.from({ length: 6 }, (_, index) => ({
      id: `opt${index}`,
      option: text(`${index}`),
      authorNote: '',
      selected: false,
      isTrue: index === 0,
    })),
  });

  it.each(QUESTION_TYPES)('%s: the same seed always gives the same view', (type) => {
    const question = { ...validQuestion(type), shuffleOptions: true };
    expect(toExamView(question, 'hash-123')).toEqual(toExamView(question, 'hash-123'));
  });

  it('MCQ with shuffleOptions: different attempts can see different orders, each a permutation of the options', () => {
    const orders = new Set(
      SEEDS.map((seed) => {
        const view = toExamView(manyOptions, seed);
        if (view.type !== 'MCQ') throw new Error('wrong type');
        expect(view.options.map((option) => option.id).sort()).toEqual(manyOptions.options.map((option) => option.id).sort());
        return idsOf(view.options);
      }),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('MCQ and TrueOrFalse without shuffleOptions keep the authored order', () => {
    for (const seed of SEEDS) {
      const view = toExamView({ ...manyOptions, shuffleOptions: false }, seed);
      if (view.type !== 'MCQ') throw new Error('wrong type');
      expect(idsOf(view.options)).toBe(idsOf(manyOptions.options));
      const truth = toExamView(trueOrFalse(), seed);
      if (truth.type !== 'TrueOrFalse') throw new Error('wrong type');
      expect(idsOf(truth.options)).toBe('True,False');
    }
  });

  it('the order depends on the question too, not only on the attempt', () => {
    const other = { ...manyOptions, id: 'mcq0000002' };
    const optionsOf = (question: Question, seed: string) => idsOf((toExamView(question, seed) as { options: { id: string }[] }).options);
    expect(SEEDS.some((seed) => optionsOf(manyOptions, seed) !== optionsOf(other, seed))).toBe(true);
  });

  it('Order: always shuffled and never starting in the correct order, even without shuffleOptions', () => {
    const question = order({ shuffleOptions: false });
    const starts = SEEDS.map((seed) => {
      const view = toExamView(question, seed);
      if (view.type !== 'OrderComponent') throw new Error('wrong type');
      expect(view.options.map((option) => option.id).sort()).toEqual(['o1', 'o2', 'o3', 'o4']);
      return idsOf(view.options);
    });
    expect(starts).not.toContain('o1,o2,o3,o4');
    expect(new Set(starts).size).toBeGreaterThan(5);
  });

  it('Order with two items always starts the wrong way round', () => {
    const two = order({ options: order().options.slice(0, 2), correctOptions: ['o1', 'o2'] });
    const reversed = order({ options: order().options.slice(0, 2).reverse(), correctOptions: ['o1', 'o2'] });
    for (const seed of SEEDS) {
      expect(idsOf((toExamView(two, seed) as { options: { id: string }[] }).options)).toBe('o2,o1');
      expect(idsOf((toExamView(reversed, seed) as { options: { id: string }[] }).options)).toBe('o2,o1');
    }
  });

  it('Match: possible answers are always shuffled; options only with shuffleOptions', () => {
    const question = match({ shuffleOptions: false });
    const answerOrders = new Set<string>();
    for (const seed of SEEDS) {
      const view = toExamView(question, seed);
      if (view.type !== 'MatchQComponent') throw new Error('wrong type');
      expect(idsOf(view.options)).toBe('m1,m2,m3');
      answerOrders.add(idsOf(view.PossibleAnswers));
    }
    expect(answerOrders.size).toBeGreaterThan(1);
    const shuffledOptions = new Set(
      SEEDS.map((seed) => idsOf((toExamView({ ...question, shuffleOptions: true }, seed) as { options: { id: string }[] }).options)),
    );
    expect(shuffledOptions.size).toBeGreaterThan(1);
  });

  it('Label: spots are always shuffled; labels only with shuffleOptions', () => {
    const question = label({ shuffleOptions: false });
    const spotOrders = new Set<string>();
    for (const seed of SEEDS) {
      const view = toExamView(question, seed);
      if (view.type !== 'LabelQComponent') throw new Error('wrong type');
      expect(idsOf(view.labels)).toBe('l1,l2,l3,l4');
      spotOrders.add(idsOf(view.options));
    }
    expect(spotOrders.size).toBeGreaterThan(1);
  });

  it('FillTheBlank: the word bank is always shuffled', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((option, index) => ({ id: `w${index}`, option }));
    const question = fillTheBlank({ options: words, shuffleOptions: false });
    const orders = new Set(SEEDS.map((seed) => idsOf((toExamView(question, seed) as { options: { id: string }[] }).options)));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('seededShuffle', () => {
  const items = Array.from({ length: 10 }, (_, index) => index);

  it('is deterministic and a permutation', () => {
    expect(seededShuffle(items, 'x')).toEqual(seededShuffle(items, 'x'));
    expect([...seededShuffle(items, 'x')].sort((a, b) => a - b)).toEqual(items);
  });

  it('different seeds can give different orders', () => {
    expect(new Set(SEEDS.map((seed) => seededShuffle(items, seed).join())).size).toBeGreaterThan(30);
  });

  it('does not change its input, and copes with 0 and 1 items', () => {
    const input = [1, 2, 3];
    seededShuffle(input, 'y');
    expect(input).toEqual([1, 2, 3]);
    expect(seededShuffle([], 'y')).toEqual([]);
    expect(seededShuffle(['only'], 'y')).toEqual(['only']);
  });

  it('puts each item in each place about equally often', () => {
    const firsts = new Map<number, number>();
    for (let run = 0; run < 5000; run += 1) {
      const first = seededShuffle([0, 1, 2, 3, 4], `run-${run}`)[0];
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const value of [0, 1, 2, 3, 4]) expect(firsts.get(value)).toBeGreaterThan(850);
  });
});
