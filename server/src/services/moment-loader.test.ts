import { momentLoader } from './moment-loader';

/** A batch function whose batches end only when the test says so, recording each batch's keys. */
function heldBatches() {
  const batches: number[][] = [];
  const ends: (() => void)[] = [];
  const load = (keys: readonly number[]): Promise<number[]> => {
    batches.push([...keys]);
    return new Promise((resolve) => ends.push(() => resolve(keys.map((key) => key * 10))));
  };
  return { batches, load, endNext: () => ends.shift()?.() };
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('a moment loader: the requests of a burst share statements', () => {
  it('sends a lone request at the end of its turn and answers it', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = momentLoader(load);
    const answer = loader.load(7);
    await turn();
    expect(batches).toEqual([[7]]);
    endNext();
    await expect(answer).resolves.toBe(70);
  });

  it('holds the requests that arrive while its batches run and sends them together when one ends', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = momentLoader(load, { inFlight: 1 });
    const first = loader.load(1);
    await turn();
    // Three later turns, each with its own request, while the first batch runs.
    const later = [loader.load(2)];
    await turn();
    later.push(loader.load(3));
    await turn();
    later.push(loader.load(4));
    await turn();
    expect(batches).toEqual([[1]]);
    endNext();
    await expect(first).resolves.toBe(10);
    await turn();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    endNext();
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('runs as many batches at once as it is allowed', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = momentLoader(load, { inFlight: 2 });
    const answers = [loader.load(1)];
    await turn();
    answers.push(loader.load(2));
    await turn();
    answers.push(loader.load(3));
    await turn();
    expect(batches).toEqual([[1], [2]]);
    endNext();
    endNext();
    await turn();
    await turn();
    expect(batches).toEqual([[1], [2], [3]]);
    endNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });

  it('frees its place when a batch fails, so the requests after it are still answered', async () => {
    let calls = 0;
    const loader = momentLoader<number, number>(
      async (keys) => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return keys.map((key) => key + 1);
      },
      { inFlight: 1 },
    );
    await expect(loader.load(1)).rejects.toThrow('the database went away');
    await expect(loader.load(2)).resolves.toBe(3);
  });

  it('splits a queue longer than its largest batch', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = momentLoader(load, { inFlight: 1, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((key) => loader.load(key));
    await turn();
    expect(batches).toEqual([[1, 2]]);
    endNext();
    await turn();
    await turn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    endNext();
    await turn();
    await turn();
    endNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
  });
});
