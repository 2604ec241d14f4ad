import { KeyTurns } from './key-turns';

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('turns per key', () => {
  it('runs at most the limit of one key at once, the rest in the order they came, and other keys freely', async () => {
    const turns = new KeyTurns(2);
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        ends.set(name, () => resolve(name));
      });
    const answers = ['a1', 'a2', 'a3', 'a4'].map((name) => turns.run('room A', work(name)));
    const other = turns.run('room B', work('b1'));
    await turn();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    ends.get('a2')!();
    await turn();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    ends.get('a1')!();
    await turn();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    for (const name of ['a3', 'a4', 'b1']) ends.get(name)!();
    await expect(Promise.all([...answers, other])).resolves.toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
  });

  it('gives the place on when a work fails', async () => {
    const turns = new KeyTurns(1);
    await expect(turns.run('room', () => Promise.reject(new Error('the database went away')))).rejects.toThrow('the database went away');
    await expect(turns.run('room', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
