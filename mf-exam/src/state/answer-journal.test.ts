import type { QuestionAnswer } from '@mizan/shared';
import { AnswerJournal, MemoryStorage, journalKey } from './answer-journal';

const HASH = 'h'.repeat(32);
const tf = (optionId: 'True' | 'False'): QuestionAnswer => ({ type: 'TrueOrFalse', optionId });
const mcq = (...selected: string[]): QuestionAnswer => ({ type: 'MCQ', selected });

describe('AnswerJournal', () => {
  it('writes each answer to storage under hash + question id with a growing per-question seq', () => {
    const storage = new MemoryStorage();
    const journal = new AnswerJournal(HASH, storage);
    expect(journal.record('q1', tf('True')).seq).toBe(1);
    expect(journal.record('q1', tf('False')).seq).toBe(2);
    expect(journal.record('q2', mcq('a')).seq).toBe(1);
    const stored = JSON.parse(storage.getItem(journalKey(HASH, 'q1')) ?? 'null');
    expect(stored).toMatchObject({ questionId: 'q1', seq: 2, answer: tf('False'), acknowledged: false });
    expect(storage.getItem(journalKey(HASH, 'q2'))).not.toBeNull();
  });

  it('continues from the seq the server holds', () => {
    const journal = new AnswerJournal(HASH, new MemoryStorage());
    journal.merge([{ questionId: 'q1', answer: tf('True'), seq: 7 }]);
    expect(journal.record('q1', tf('False')).seq).toBe(8);
  });

  it('lists pending entries in the order they were given, across questions, latest answer only', () => {
    const journal = new AnswerJournal(HASH, new MemoryStorage());
    journal.record('q1', tf('True'));
    journal.record('q2', mcq('a'));
    journal.record('q3', mcq('b'));
    journal.record('q1', tf('False'));
    expect(journal.pending().map((entry) => [entry.questionId, entry.seq])).toEqual([
      ['q2', 1],
      ['q3', 1],
      ['q1', 2],
    ]);
  });

  it('an acknowledgement of an older seq leaves a newer answer pending', () => {
    const journal = new AnswerJournal(HASH, new MemoryStorage());
    journal.record('q1', tf('True'));
    journal.record('q1', tf('False'));
    journal.acknowledge('q1', 1);
    expect(journal.pending().map((entry) => entry.seq)).toEqual([2]);
    journal.acknowledge('q1', 2);
    expect(journal.pending()).toEqual([]);
  });

  it('survives a reload: a new journal on the same storage has the unsent entries, in order', () => {
    const storage = new MemoryStorage();
    const first = new AnswerJournal(HASH, storage);
    first.record('q2', mcq('a'));
    first.record('q1', tf('True'));
    first.acknowledge('q2', 1);
    const again = new AnswerJournal(HASH, storage);
    expect(again.pending().map((entry) => entry.questionId)).toEqual(['q1']);
    // New answers after the reload are ordered after the old ones.
    again.record('q3', mcq('c'));
    expect(again.pending().map((entry) => entry.questionId)).toEqual(['q1', 'q3']);
    // Another attempt's journal is separate.
    expect(new AnswerJournal('x'.repeat(32), storage).pending()).toEqual([]);
  });

  it('merges with the server on reload: higher seq wins either way', () => {
    const storage = new MemoryStorage();
    const before = new AnswerJournal(HASH, storage);
    before.record('q1', tf('True')); // seq 1, never sent
    before.record('q1', tf('False')); // seq 2
    before.record('q2', mcq('a')); // seq 1
    const journal = new AnswerJournal(HASH, storage);
    const merged = journal.merge([
      { questionId: 'q1', answer: tf('True'), seq: 1 },
      { questionId: 'q2', answer: mcq('b'), seq: 5 }, // answered later on another device
      { questionId: 'q3', answer: mcq('c'), seq: 2 },
    ]);
    expect(merged.get('q1')).toEqual({ answer: tf('False'), seq: 2 });
    expect(merged.get('q2')).toEqual({ answer: mcq('b'), seq: 5 });
    expect(merged.get('q3')).toEqual({ answer: mcq('c'), seq: 2 });
    // Only the journal's newer answer is replayed.
    expect(journal.pending().map((entry) => [entry.questionId, entry.seq])).toEqual([['q1', 2]]);
  });

  it('replays an entry acknowledged on this device when the server does not hold it', () => {
    const storage = new MemoryStorage();
    const before = new AnswerJournal(HASH, storage);
    before.record('q1', tf('True'));
    before.acknowledge('q1', 1);
    const journal = new AnswerJournal(HASH, storage);
    journal.merge([]);
    expect(journal.pending().map((entry) => entry.questionId)).toEqual(['q1']);
  });

  it('does not replay a rejected entry', () => {
    const journal = new AnswerJournal(HASH, new MemoryStorage());
    journal.record('q1', tf('True'));
    journal.reject('q1', 1, 'bad');
    expect(journal.pending()).toEqual([]);
    expect(journal.get('q1')?.rejected).toBe('bad');
  });

  it('keeps working in memory when storage refuses writes, and says so', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const journal = new AnswerJournal(HASH, storage);
    journal.record('q1', tf('True'));
    expect(journal.storageFailed).toBe(true);
    expect(journal.pending()).toHaveLength(1);
  });

  it('ignores damaged stored entries and clears everything after the submit', () => {
    const storage = new MemoryStorage();
    storage.setItem(journalKey(HASH, 'bad'), '{not json');
    const journal = new AnswerJournal(HASH, storage);
    journal.record('q1', tf('True'));
    expect(journal.pending().map((entry) => entry.questionId)).toEqual(['q1']);
    journal.clear();
    expect(storage.getItem(journalKey(HASH, 'q1'))).toBeNull();
    expect(new AnswerJournal(HASH, storage).pending()).toEqual([]);
  });
});
