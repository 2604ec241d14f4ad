import type { ColumnType, Generated } from 'kysely';
import type { BankSharingLevel, BankSharingScope } from '@mizan/shared';
import type { CreatedAt, UpdatedAt } from './schema-columns';

/** The question bank (migration 0020); `question` holds the full question with its answer keys. */
export interface BankQuestionsTable {
  id: Generated<number>;
  /** The question's own 10-character id, unique in the bank. */
  question_key: string;
  type: string;
  question: ColumnType<unknown, string, string>;
  search_text: string;
  subject: ColumnType<string, string | undefined, string>;
  grade: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  difficult: string;
  cognitive: string;
  objectives: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_by: number | null;
  updated_at: UpdatedAt;
  /** Who decides its sharing and may delete it (migration 0026); null leaves it to administrators. */
  owner_id: number | null;
  /** Who else may use it: 'owner' (nobody), 'subject' (teachers owning a question of its subject), 'everyone'. */
  shared_scope: ColumnType<BankSharingScope, BankSharingScope | undefined, BankSharingScope>;
  /** How they may: 'read' (without its answer key) or 'edit'. */
  shared_level: ColumnType<BankSharingLevel, BankSharingLevel | undefined, BankSharingLevel>;
}

export interface QuestionBankTables {
  bank_questions: BankQuestionsTable;
}
