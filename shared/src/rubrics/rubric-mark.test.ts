import type { Rubric } from './rubric';
import { rubricFeedback, rubricMark, rubricMaxPoints } from './rubric-mark';
import { chooseLevel, rubricRows } from './rubric-rows';

const rubric: Rubric = {
  id: 'rubric0001',
  title: 'Essay',
  criteria: [
    {
      id: 'ideas00001',
      title: 'Ideas',
      levels: [
        { id: 'ideasWeak1', points: 0, descriptor: 'No clear idea' },
        { id: 'ideasGood1', points: 2, descriptor: 'One clear idea' },
        { id: 'ideasBest1', points: 4, descriptor: 'Clear, connected ideas' },
      ],
    },
    {
      id: 'style00001',
      title: 'Language',
      levels: [
        { id: 'styleWeak1', points: 0.5, descriptor: 'Many errors' },
        { id: 'styleBest1', points: 3.25, descriptor: 'Few errors' },
      ],
    },
  ],
};

describe('rubricMark', () => {
  it('adds up the chosen levels and lists their descriptors in the rubric order', () => {
    expect(
      rubricMark(
        rubric,
        [
          { criterionId: 'style00001', levelId: 'styleBest1' },
          { criterionId: 'ideas00001', levelId: 'ideasGood1' },
        ],
        10,
      ),
    ).toEqual({ score: 5.25, descriptors: ['Ideas: One clear idea', 'Language: Few errors'] });
  });

  it('never gives more than the total mark', () => {
    const best = [
      { criterionId: 'ideas00001', levelId: 'ideasBest1' },
      { criterionId: 'style00001', levelId: 'styleBest1' },
    ];
    expect(rubricMark(rubric, best, 5)).toMatchObject({ score: 5 });
    expect(rubricMark(rubric, best, 7.25)).toMatchObject({ score: 7.25 });
  });

  it('refuses a criterion the rubric does not have', () => {
    const mark = rubricMark(
      rubric,
      [
        { criterionId: 'ideas00001', levelId: 'ideasGood1' },
        { criterionId: 'other00001', levelId: 'styleBest1' },
      ],
      10,
    );
    expect(mark).toEqual({ problem: expect.stringContaining('criterion this rubric does not have') });
  });

  it('refuses a level of another criterion', () => {
    const mark = rubricMark(
      rubric,
      [
        { criterionId: 'ideas00001', levelId: 'styleBest1' },
        { criterionId: 'style00001', levelId: 'styleBest1' },
      ],
      10,
    );
    expect(mark).toEqual({ problem: '“Ideas”: the chosen level is not one of this criterion’s levels.' });
  });

  it('refuses a criterion left without a level, in the assessment language', () => {
    const choices = [{ criterionId: 'ideas00001', levelId: 'ideasGood1' }];
    expect(rubricMark(rubric, choices, 10)).toEqual({ problem: 'Choose a level for “Language”.' });
    expect(rubricMark(rubric, choices, 10, 'Ar')).toEqual({ problem: 'اختر مستوى للمعيار «Language».' });
  });

  it('refuses two levels of one criterion', () => {
    const mark = rubricMark(
      rubric,
      [
        { criterionId: 'ideas00001', levelId: 'ideasGood1' },
        { criterionId: 'ideas00001', levelId: 'ideasBest1' },
        { criterionId: 'style00001', levelId: 'styleBest1' },
      ],
      10,
    );
    expect(mark).toEqual({ problem: '“Ideas”: choose one level only.' });
  });

  it('knows the most the rubric can give', () => {
    expect(rubricMaxPoints(rubric)).toBe(7.25);
  });
});

describe('rubricFeedback', () => {
  it("puts the descriptors first and keeps the grader's own words once when marked again", () => {
    const first = rubricFeedback(rubric, ['Ideas: One clear idea', 'Language: Few errors'], 'Well argued.');
    expect(first).toBe('Ideas: One clear idea\nLanguage: Few errors\nWell argued.');
    expect(rubricFeedback(rubric, ['Ideas: Clear, connected ideas', 'Language: Few errors'], first)).toBe(
      'Ideas: Clear, connected ideas\nLanguage: Few errors\nWell argued.',
    );
  });
});

describe('rubricRows and chooseLevel', () => {
  it('marks the chosen level of each criterion and its points, null where none is chosen', () => {
    const rows = rubricRows(rubric, [{ criterionId: 'style00001', levelId: 'styleWeak1' }]);
    expect(rows.map((row) => [row.title, row.points, row.max])).toEqual([
      ['Ideas', null, 4],
      ['Language', 0.5, 3.25],
    ]);
    expect(rows[1].levels.map((level) => level.chosen)).toEqual([true, false]);
  });

  it('sets one level per criterion, replacing an earlier pick, in the rubric order', () => {
    const first = chooseLevel(rubric, [], 'style00001', 'styleBest1');
    const second = chooseLevel(rubric, first, 'ideas00001', 'ideasGood1');
    expect(chooseLevel(rubric, second, 'style00001', 'styleWeak1')).toEqual([
      { criterionId: 'ideas00001', levelId: 'ideasGood1' },
      { criterionId: 'style00001', levelId: 'styleWeak1' },
    ]);
  });
});
