import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema-columns';

/** Each applicant's private status-page token (migration 0031), made on first use. */
export interface StatusLinksTable {
  applicant_id: number;
  /** 32 base64url characters (192 random bits). */
  token: string;
  created_at: CreatedAt;
}

/** "Find my result" codes sent by SMS or e-mail (migration 0031); only their hash is kept. */
export interface OneTimeCodesTable {
  id: Generated<number>;
  applicant_id: number;
  code_hash: string;
  wrong_tries: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}
