import { attributesOf, childrenOf, findAll, findFirst, textOf, type OrderedNode } from './xml-document';

/** A response variable as its declaration and the item's processing define it. */
export interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  /** Map keys with the highest mapped value (fully right). */
  mapped: string[];
  /** Some map keys earn less than the best (partly right answers). */
  partlyRight: boolean;
  /** Some map keys, or the mapping's default, take marks away. */
  penalties: boolean;
  /** How a number is compared in the processing's <qti-equal>, when it is. */
  tolerance?: { mode: 'exact' | 'absolute' | 'relative'; value: string };
  /** The numbers the processing accepts, each with its credit (number entries). */
  branches: NumberBranch[];
}

/** The tolerance the first <qti-equal> of the processing that compares this response applies. */
function toleranceFor(item: readonly OrderedNode[], identifier: string): Declaration['tolerance'] {
  const processing = findFirst(item, 'qti-response-processing');
  if (!processing) return undefined;
  const equal = findAll(childrenOf(processing), 'qti-equal').find((node) =>
    findAll(childrenOf(node), 'qti-variable').some((variable) => attributesOf(variable).identifier === identifier),
  );
  return equal ? toleranceOf(equal) : undefined;
}

function toleranceOf(equal: OrderedNode): NonNullable<Declaration['tolerance']> {
  const attributes = attributesOf(equal);
  const mode =
    attributes['tolerance-mode'] === 'absolute' || attributes['tolerance-mode'] === 'relative' ? attributes['tolerance-mode'] : 'exact';
  // QTI gives a lower and an upper tolerance; a number here has one, the first.
  const value = (attributes.tolerance ?? '').trim().split(/\s+/)[0] ?? '';
  return { mode, value: mode === 'exact' || !Number.isFinite(Number(value)) ? '0' : String(Number(value)) };
}

/** An accepted number of a processing branch: the value compared with, its tolerance, and the share of MAXSCORE the branch sets. */
export interface NumberBranch {
  value: string;
  tolerance: string;
  mode: 'absolute' | 'relative';
  credit: number;
}

/**
 * The numbers a processing accepts for a response: each if / else-if branch
 * whose test is a <qti-equal> of the response and a float value, and which
 * sets SCORE to a number (or to MAXSCORE), gives one (as ours writes them).
 */
export function numberBranches(item: readonly OrderedNode[], identifier: string, mark: number): NumberBranch[] {
  const processing = findFirst(item, 'qti-response-processing');
  const branches = processing
    ? [...findAll(childrenOf(processing), 'qti-response-if'), ...findAll(childrenOf(processing), 'qti-response-else-if')]
    : [];
  return branches.flatMap((branch) => {
    const parts = childrenOf(branch);
    const equal = findFirst(parts, 'qti-equal');
    const compared =
      equal && findAll(childrenOf(equal), 'qti-variable').some((variable) => attributesOf(variable).identifier === identifier);
    const value = equal && textOf(findFirst(childrenOf(equal), 'qti-base-value')).trim();
    const set = findAll(parts, 'qti-set-outcome-value').find((node) => attributesOf(node).identifier === 'SCORE');
    if (!equal || !compared || !value || !Number.isFinite(Number(value)) || !set) return [];
    const score = findFirst(childrenOf(set), 'qti-base-value');
    const points = score ? Number(textOf(score)) : mark;
    const tolerance = toleranceOf(equal);
    return Number.isFinite(points) && points > 0 && mark > 0
      ? [
          {
            value: String(Number(value)),
            tolerance: tolerance.value,
            mode: tolerance.mode === 'relative' ? 'relative' : 'absolute',
            credit: Math.min(100, Math.round((points / mark) * 10000) / 100),
          },
        ]
      : [];
  });
}

export function declarations(item: readonly OrderedNode[]): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const node of findAll(item, 'qti-response-declaration')) {
    const attributes = attributesOf(node);
    const identifier = attributes.identifier ?? '';
    const correct = findAll(childrenOf(node), 'qti-correct-response').flatMap((response) =>
      findAll(childrenOf(response), 'qti-value').map((value) => textOf(value).trim()),
    );
    const mapping = findFirst(childrenOf(node), 'qti-mapping');
    const entries = findAll(childrenOf(node), 'qti-map-entry').map((entry) => ({
      key: (attributesOf(entry)['map-key'] ?? '').trim(),
      value: Number(attributesOf(entry)['mapped-value']),
    }));
    const best = Math.max(0, ...entries.map((entry) => entry.value).filter(Number.isFinite));
    found.set(identifier, {
      cardinality: attributes.cardinality ?? 'single',
      baseType: attributes['base-type'] ?? '',
      correct,
      mapped: entries.filter((entry) => best > 0 && entry.value === best).map((entry) => entry.key),
      partlyRight: entries.some((entry) => entry.value > 0 && entry.value < best),
      penalties: entries.some((entry) => entry.value < 0) || Number(mapping ? attributesOf(mapping)['default-value'] : 0) < 0,
      tolerance: toleranceFor(item, identifier),
      branches: numberBranches(item, identifier, Number(maxScore(item))),
    });
  }
  return found;
}

export const NO_DECLARATION: Declaration = {
  cardinality: 'single',
  baseType: '',
  correct: [],
  mapped: [],
  partlyRight: false,
  penalties: false,
  branches: [],
};

/**
 * The item's mark: its MAXSCORE, else its SCORE's normal-maximum; else what its mappings can give
 * (each mapping's upper bound, else its best value for one answer or the sum
 * of its positive values for several); else 1 (a correct-or-not item).
 */
export function maxScore(item: readonly OrderedNode[]): string {
  const outcome = findAll(item, 'qti-outcome-declaration').find((node) => attributesOf(node).identifier === 'MAXSCORE');
  const value = Number(textOf(outcome && findFirst(childrenOf(outcome), 'qti-value')).trim());
  if (outcome && Number.isFinite(value) && value > 0) return String(value);
  const score = findAll(item, 'qti-outcome-declaration').find((node) => attributesOf(node).identifier === 'SCORE');
  const normal = Number(score ? attributesOf(score)['normal-maximum'] : NaN);
  if (Number.isFinite(normal) && normal > 0) return String(normal);
  const mapped = findAll(item, 'qti-response-declaration').reduce((total, declaration) => {
    const mapping = findFirst(childrenOf(declaration), 'qti-mapping');
    if (!mapping) return total;
    const upper = Number(attributesOf(mapping)['upper-bound']);
    const values = findAll(childrenOf(mapping), 'qti-map-entry')
      .map((entry) => Number(attributesOf(entry)['mapped-value']))
      .filter((entry) => entry > 0);
    const single = attributesOf(declaration).cardinality === 'single';
    return (
      total +
      (Number.isFinite(upper) && upper > 0 ? upper : single ? Math.max(0, ...values) : values.reduce((sum, entry) => sum + entry, 0))
    );
  }, 0);
  return mapped > 0 ? String(Math.round(mapped * 100) / 100) : '1';
}
