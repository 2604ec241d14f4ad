import { z } from 'zod';
import { contract, type CallName } from './contract';

/**
 * The server answers through each call's response schema with zod's encode
 * (fastify-type-provider-zod's serializer). Encoding cannot run a one-way
 * transform or preprocess backwards: it throws, and the call answers 500 for
 * every value that reaches such a node (an applicant's saved essay did, for
 * good). So no response schema may hold one; a two-way codec is fine.
 */

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The paths inside `schema` where a one-way transform sits. */
function oneWayTransforms(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, step: string) => oneWayTransforms(child, `${path}${step}`, seen);
  switch (def.type) {
    case 'transform':
      return [path || '(the whole answer)'];
    case 'pipe':
      // A codec is a pipe too, with its own way back; only what it pipes between is looked into.
      return [...inner(def.in, ''), ...inner(def.out, '')];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => inner(child, `.${key}`));
    case 'array':
      return inner(def.element, '[]');
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => inner(option, `<${index}>`));
    case 'intersection':
      return [...inner(def.left, ''), ...inner(def.right, '')];
    case 'record':
      return [...inner(def.keyType, '{key}'), ...inner(def.valueType, '{}')];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, index) => inner(item, `[${index}]`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType, '');
    case 'lazy':
      return inner((def.getter as () => unknown)(), '');
    default:
      return [];
  }
}

describe('every response schema can be encoded', () => {
  it.each(Object.keys(contract) as CallName[])('%s has no one-way transform', (name) => {
    expect(oneWayTransforms(contract[name].response, name)).toEqual([]);
  });

  it('finds the transforms it looks for', () => {
    const answer = z.object({ text: z.unknown().transform(String), list: z.array(z.preprocess((value) => value, z.string())) });
    expect(oneWayTransforms(answer, 'example')).toEqual(['example.text', 'example.list[]']);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(oneWayTransforms(z.object({ count: codec }), 'example')).toEqual([]);
  });
});
