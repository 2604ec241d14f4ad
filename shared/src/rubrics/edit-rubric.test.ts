import { addCriterion, addLevel, changeCriterion, changeLevel, removeCriterion, removeLevel } from './edit-rubric';
import type { Rubric } from './rubric';

const rubric: Rubric = {
  id: 'rubric0001',
  title: 'R',
  criteria: [
    {
      id: 'crit000001',
      title: 'Ideas',
      levels: [
        { id: 'level00001', points: 0, descriptor: 'None' },
        { id: 'level00002', points: 2.5, descriptor: 'Clear' },
      ],
    },
  ],
};

it('adds a criterion with three levels and removes it again', () => {
  const added = addCriterion(rubric);
  expect(added.criteria).toHaveLength(2);
  expect(added.criteria[1].levels.map((level) => level.points)).toEqual([0, 1, 2]);
  expect(removeCriterion(added, added.criteria[1].id)).toEqual(rubric);
});

it('adds a level one point above the best, and changes and removes levels', () => {
  const added = addLevel(rubric, 'crit000001');
  expect(added.criteria[0].levels.map((level) => level.points)).toEqual([0, 2.5, 3.5]);
  const changed = changeLevel(added, 'crit000001', 'level00002', { descriptor: 'Very clear', points: 3 });
  expect(changed.criteria[0].levels[1]).toEqual({ id: 'level00002', points: 3, descriptor: 'Very clear' });
  expect(removeLevel(changed, 'crit000001', 'level00001').criteria[0].levels.map((level) => level.id)).toEqual([
    'level00002',
    added.criteria[0].levels[2].id,
  ]);
  expect(changeCriterion(rubric, 'crit000001', { title: 'Content' }).criteria[0].title).toBe('Content');
  expect(rubric.criteria[0].levels).toHaveLength(2);
});
