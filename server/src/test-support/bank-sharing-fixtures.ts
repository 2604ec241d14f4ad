import { rawCalls, type BankQuestion, type BankSharing } from '@mizan/shared';
import { mcq, text } from '../../../shared/src/questions/testing/fixtures';
import { apiUrl } from '../routes/register-contract';
import { signInWithFlags } from './applicant-fixtures';
import type { TestApp } from './test-app';

/**
 * The people of the bank's authorization matrix: the owner of the shared
 * questions (a Physics teacher), a colleague who also keeps a Physics
 * question in the bank (so is in the Physics subject group), a stranger who
 * keeps only a History question, and an administrator.
 */
export const BANK_READERS = ['owner', 'colleague', 'stranger', 'admin'] as const;
export type BankReaderName = (typeof BANK_READERS)[number];

export const SHARED_SUBJECT = 'Physics';

/** Every sharing a question can have, named. */
export const SHARINGS: Record<string, BankSharing> = {
  'owner only': { scope: 'owner', level: 'read' },
  'subject read': { scope: 'subject', level: 'read' },
  'subject edit': { scope: 'subject', level: 'edit' },
  'everyone read': { scope: 'everyone', level: 'read' },
  'everyone edit': { scope: 'everyone', level: 'edit' },
};
export type SharingName = keyof typeof SHARINGS;

/** What a reader may do with a question of a sharing: 'hidden' (404), 'read' (keyless), 'edit' (key and editing), 'manage' (also delete and share). */
export type BankRight = 'hidden' | 'read' | 'edit' | 'manage';

export function expectedRight(reader: BankReaderName, sharing: BankSharing): BankRight {
  if (reader === 'owner' || reader === 'admin') return 'manage';
  const reached = sharing.scope === 'everyone' || (sharing.scope === 'subject' && reader === 'colleague');
  if (!reached) return 'hidden';
  return sharing.level === 'edit' ? 'edit' : 'read';
}

export interface BankSharingFixtures {
  tokens: Record<BankReaderName, string>;
  /** A new question of the owner's, shared as asked; answers its bank entry as the owner sees it. */
  ownersQuestion(id: string, sharing: BankSharing): Promise<BankQuestion>;
}

async function saved(t: TestApp, token: string, id: string, subject: string): Promise<BankQuestion> {
  const response = await t.call(
    'saveBankQuestion',
    {
      question: { ...mcq({ id }), header: text(`Shared question ${id}`), headertxt: `Shared question ${id}` },
      subject,
      grade: '',
      tags: [],
    },
    { token },
  );
  if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: BankQuestion }>().data;
}

export async function createBankSharingFixtures(t: TestApp, adminToken: string): Promise<BankSharingFixtures> {
  const tokens: Record<BankReaderName, string> = {
    owner: await signInWithFlags(t, adminToken, 'bank-owner', ['exam']),
    colleague: await signInWithFlags(t, adminToken, 'bank-colleague', ['exam']),
    stranger: await signInWithFlags(t, adminToken, 'bank-stranger', ['exam']),
    admin: adminToken,
  };
  await saved(t, tokens.colleague, 'colleague1', SHARED_SUBJECT);
  await saved(t, tokens.stranger, 'stranger01', 'History');
  return {
    tokens,
    async ownersQuestion(id, sharing) {
      await saved(t, tokens.owner, id, SHARED_SUBJECT);
      const entry = (await t.call('bankQuestions', { search: `Shared question ${id}` }, { token: tokens.owner })).json<{
        data: { questions: BankQuestion[] };
      }>().data.questions[0];
      const shared = await t.call('shareBankQuestion', { id: entry.id, ...sharing }, { token: tokens.owner });
      if (shared.statusCode !== 200) throw new Error(`share answered ${shared.statusCode}: ${shared.body}`);
      return shared.json<{ data: BankQuestion }>().data;
    },
  };
}

/** GET admin/exportquestions of these bank ids as a Moodle XML file. */
export function exportBankQuestions(t: TestApp, token: string, ids: number[]) {
  return t.app.inject({
    method: 'GET',
    url: `${apiUrl(rawCalls.exportQuestions)}?format=moodlexml&ids=${ids.join(',')}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Whether a bank entry still carries its MCQ's answer key (a right option, an author's note). */
export function carriesKey(entry: BankQuestion): boolean {
  return entry.question.type === 'MCQ' && entry.question.options.some((option) => option.isTrue || option.authorNote !== '');
}
