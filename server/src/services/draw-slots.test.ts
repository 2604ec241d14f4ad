import { newDrawSlot, type AssessmentItem, type DrawSlot } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { fillSlots, secretOrder, shortSlots, sortedOrder } from './draw-slots';

const slot = (count: number, tag: string): DrawSlot =>
  newDrawSlot(count, { tags: [tag], subject: '', grade: '', type: '', difficult: '', cognitive: '' });

describe('filling draw slots', () => {
  const narrow = slot(2, 'narrow');
  const wide = slot(3, 'wide');
  // The wide slot matches the narrow slot's two questions too: taken first, they would leave the narrow slot short.
  const pools: Record<string, string[]> = { narrow: ['q1', 'q2'], wide: ['q1', 'q2', 'q3', 'q4', 'q5'] };
  const candidates = (of: DrawSlot) => pools[of.filters.tags[0]];

  test('overlapping slots are filled whenever they can be, in any candidate order', () => {
    const items: AssessmentItem[] = [wide, narrow];
    for (let seed = 0; seed < 50; seed += 1) {
      const fills = fillSlots(items, candidates, secretOrder('a secret', `attempt-${seed}`));
      expect(shortSlots(fills)).toEqual([]);
      const [wideFill, narrowFill] = fills;
      expect([...narrowFill.drawn].sort()).toEqual(['q1', 'q2']);
      expect([...wideFill.drawn].sort()).toEqual(['q3', 'q4', 'q5']);
    }
  });

  test('a fixed question of the assessment is never drawn, and a slot that cannot be filled gets what there is', () => {
    const items: AssessmentItem[] = [mcq({ id: 'q1' }), narrow, wide];
    const fills = fillSlots(items, candidates, sortedOrder);
    expect(fills.flatMap((fill) => fill.drawn)).not.toContain('q1');
    expect(shortSlots(fills).map((fill) => [fill.slot.id, fill.drawn.length])).toEqual([[narrow.id, 1]]);
  });

  test('the secret order depends on the secret and the attempt, and is the same every time for both', () => {
    const big = slot(3, 'big');
    const many = Array.from({ length: 400 }, (_, index) => `b${index}`);
    const draw = (secret: string, seed: string) => fillSlots([big], () => many, secretOrder(secret, seed))[0].drawn.join(',');
    expect(draw('s', 'attempt-1')).toBe(draw('s', 'attempt-1'));
    const seeds = new Set(Array.from({ length: 10 }, (_, index) => draw('s', `attempt-${index}`)));
    expect(seeds.size).toBeGreaterThan(1);
    expect(draw('other secret', 'attempt-1')).not.toBe(draw('s', 'attempt-1'));
  });
});
