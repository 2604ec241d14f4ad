import { normalizeQuestion, readCognitive, readDifficulty } from './normalize-question';
import { questionSchema } from './question-schema';
import { QUESTION_TYPES } from './question-types';
import { plainText, richTextFromPlain } from './rich-text';
import { everyType } from './testing/fixtures';

describe('difficult and cognitive: lowercase and legacy spellings read as the canonical form', () => {
  it.each([
    ['Low', 'Low'],
    ['low', 'Low'],
    ['LOW', 'Low'],
    [' medium ', 'Medium'],
    ['high', 'High'],
    ['hard', null],
    ['', null],
    [3, null],
  ])('difficult %j is %j', (raw, expected) => {
    expect(readDifficulty(raw)).toBe(expected);
  });

  it.each([
    ['Understanding', 'Understanding'],
    ['understanding', 'Understanding'],
    ['Applying', 'Applying'],
    ['applying', 'Applying'],
    ['Problemsolving / critical thinking', 'Problem solving'],
    ['problemsolving / critical thinking', 'Problem solving'],
    ['Problem solving', 'Problem solving'],
    ['Problemsolving', 'Problem solving'],
    ['problem-solving', 'Problem solving'],
    ['Critical thinking', 'Problem solving'],
    ['remembering', null],
    [null, null],
  ])('cognitive %j is %j', (raw, expected) => {
    expect(readCognitive(raw)).toBe(expected);
  });

  it('normalizeQuestion writes them canonically and defaults unknown values', () => {
    expect(normalizeQuestion({ type: 'MCQ', difficult: 'low', cognitive: 'Problemsolving / critical thinking' })).toMatchObject({
      difficult: 'Low',
      cognitive: 'Problem solving',
    });
    expect(normalizeQuestion({ type: 'MCQ', difficult: 'impossible' })).toMatchObject({ difficult: 'Medium', cognitive: 'Understanding' });
  });
});

describe('normalizeQuestion', () => {
  it.each(QUESTION_TYPES)('%s: a bare {type} becomes a question the schema accepts', (type) => {
    expect(questionSchema.safeParse(normalizeQuestion({ type })).success).toBe(true);
  });

  it.each(QUESTION_TYPES)('%s: a canonical question comes back unchanged', (type) => {
    const question = everyType().find((candidate) => candidate.type === type);
    expect(normalizeQuestion(JSON.parse(JSON.stringify(question)))).toEqual(question);
  });

  it('reads the type case-insensitively and refuses unknown types', () => {
    expect(normalizeQuestion({ type: 'mcq' }).type).toBe('MCQ');
    expect(normalizeQuestion({ type: 'truEOrFalse' }).type).toBe('TrueOrFalse');
    expect(() => normalizeQuestion({ type: 'Poll' })).toThrow('Unknown question type: Poll');
    expect(() => normalizeQuestion(null)).toThrow('Unknown question type');
  });

  it('reads marks, booleans, ids and HTML headers from the seed', () => {
    const question = normalizeQuestion({
      id: 12345,
      type: 'MCQ',
      header: '<p>What is <b>2+2</b>?</p>',
      totalMark: 2,
      score: 1.5,
      required: '1',
      shuffleOptions: 'true',
      showObjectives: 0,
      isPartial: 'false',
      options: [
        { id: 'a', option: '<p>4</p>', isTrue: 'true', selected: true },
        { id: 'b', option: '5', isTrue: false },
      ],
    });
    expect(question).toMatchObject({
      id: '12345',
      header: richTextFromPlain('What is 2+2?'),
      headertxt: 'What is 2+2?',
      totalMark: '2',
      score: '1.5',
      required: true,
      shuffleOptions: true,
      showObjectives: false,
      mode: 'editingMode',
    });
    if (question.type !== 'MCQ') throw new Error('wrong type');
    expect(question.isPartial).toBe(false);
    expect(question.options).toEqual([
      { id: 'a', option: richTextFromPlain('4'), authorNote: '', selected: true, isTrue: true },
      { id: 'b', option: richTextFromPlain('5'), authorNote: '', selected: false, isTrue: false },
    ]);
  });

  it('a missing header is made from headertxt', () => {
    expect(normalizeQuestion({ type: 'EssayComponent', headertxt: 'Describe' }).header).toEqual(richTextFromPlain('Describe'));
  });

  it('gives a malformed id a new 10-character one', () => {
    expect(normalizeQuestion({ type: 'MCQ', id: '<script>' }).id).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('TrueOrFalse: reads options by name and sets the correct-answer flag', () => {
    const question = normalizeQuestion({
      type: 'TrueOrFalse',
      options: [{ option: 'true' }, { option: 'false', isTrue: true, selected: 1 }],
    });
    expect(question).toMatchObject({
      options: [
        { id: 'True', option: 'True', selected: false, isTrue: false },
        { id: 'False', option: 'False', selected: true, isTrue: true },
      ],
      correctAnswerChosen: true,
    });
    expect(normalizeQuestion({ type: 'TrueOrFalse' })).toMatchObject({ correctAnswerChosen: false });
  });

  it('RIASEC: reads the category by letter or name and defaults totalMark to 1', () => {
    expect(normalizeQuestion({ type: 'RIASEC', cat: 'social' })).toMatchObject({ cat: 'S', totalMark: '1' });
    expect(normalizeQuestion({ type: 'RIASEC', cat: 'e', totalMark: '3' })).toMatchObject({ cat: 'E', totalMark: '3' });
    expect(normalizeQuestion({ type: 'RIASEC', cat: '?' })).toMatchObject({ cat: 'R' });
  });

  it('Order and Match: keys given as option objects become ids; scoreMode is read case-insensitively', () => {
    const orderQuestion = normalizeQuestion({
      type: 'OrderComponent',
      options: [
        { id: 'a', option: 'A' },
        { id: 'b', option: 'B' },
      ],
      correctOptions: [
        { id: 'b', option: 'B' },
        { id: 'a', option: 'A' },
      ],
      scoreMode: 'exactmatch',
    });
    expect(orderQuestion).toMatchObject({ correctOptions: ['b', 'a'], scoreMode: 'exactMatch' });
    const matchQuestion = normalizeQuestion({
      type: 'MatchQComponent',
      possibleAnswers: [{ id: 'x', option: 'X' }],
      correctPossibleAnswers: [{ id: 'x' }],
      scoreMode: 'whatever',
    });
    expect(matchQuestion).toMatchObject({ correctPossibleAnswers: ['x'], scoreMode: 'partialMatch' });
    if (matchQuestion.type !== 'MatchQComponent') throw new Error('wrong type');
    expect(matchQuestion.PossibleAnswers).toEqual([{ id: 'x', option: richTextFromPlain('X') }]);
  });

  it('Label: positions are clamped to percentages and an unsafe image is dropped', () => {
    const question = normalizeQuestion({
      type: 'LabelQComponent',
      image: 'javascript:alert(1)',
      labels: [{ id: 'l1', value: 'A', top: '150', left: -5 }],
    });
    expect(question).toMatchObject({ image: '', labels: [{ id: 'l1', value: 'A', top: 100, left: 0 }] });
  });

  it('FillTheBlank: blanks follow the markers of the content', () => {
    const content = [
      {
        type: 'paragraph',
        children: [
          { type: 'blank', blankId: 'b2', children: [{ text: '' }] },
          { type: 'blank', blankId: 'b3', children: [{ text: '' }] },
        ],
      },
    ];
    const question = normalizeQuestion({
      type: 'FillTheBlank',
      content,
      blanks: [
        { id: 'b1', answers: ['orphan'] },
        { id: 'b2', answers: 'single' },
      ],
    });
    expect(question).toMatchObject({
      blanks: [
        { id: 'b2', answers: ['single'], value: '' },
        { id: 'b3', answers: [], value: '' },
      ],
      vHeader: '__________',
    });
  });

  it('answer fields keep only uploaded media URLs, never data URLs', () => {
    expect(normalizeQuestion({ type: 'AudioComponent', mediaBlobUrl: 'data:audio/webm;base64,AAAA' })).toMatchObject({ mediaBlobUrl: '' });
    expect(normalizeQuestion({ type: 'VideoComponent', mediaBlobUrl: '/media/v1.webm' })).toMatchObject({ mediaBlobUrl: '/media/v1.webm' });
    expect(normalizeQuestion({ type: 'ImageHighlight', qstImageAfterDrawing: 'data:image/png;base64,AAAA' })).toMatchObject({
      qstImageAfterDrawing: '',
    });
    expect(
      normalizeQuestion({
        type: 'FileUploadEnhanced',
        files: [
          { id: 'f1', data: 'data:application/pdf;base64,AAAA', name: 'a.pdf', type: 'application/pdf' },
          { id: 'f2', data: '/media/f2', name: 'b.pdf', type: 'Application/PDF' },
        ],
      }),
    ).toMatchObject({ files: [{ id: 'f2', data: '/media/f2', name: 'b.pdf', type: 'application/pdf' }] });
  });

  it('Essay: word limit read from a string, count and overcount recomputed', () => {
    expect(normalizeQuestion({ type: 'EssayComponent', wordlimit: '3', stdanswer: '<p>one two three four</p>', count: 0 })).toMatchObject({
      wordlimit: 3,
      count: 4,
      overcount: true,
      stdanswerTxt: 'one two three four',
    });
    expect(normalizeQuestion({ type: 'EssayComponent', wordlimit: 'lots' })).toMatchObject({ wordlimit: 100_000_000 });
  });

  it('FileUpload: max read from a string, maxCount follows it', () => {
    expect(normalizeQuestion({ type: 'FileUploadEnhanced', max: '4', maxCount: 9 })).toMatchObject({ max: 4, maxCount: 4 });
    expect(normalizeQuestion({ type: 'FileUploadEnhanced' })).toMatchObject({ max: 1, maxCount: 1 });
  });

  it('RIASEC without options gets the two Arabic options, I want marked correct', () => {
    const question = normalizeQuestion({ type: 'RIASEC' });
    if (question.type !== 'RIASEC') throw new Error('wrong type');
    expect(question.options.map((option) => [plainText(option.option), option.isTrue])).toEqual([
      ['أرغب', true],
      ['لا أرغب', false],
    ]);
  });
});
