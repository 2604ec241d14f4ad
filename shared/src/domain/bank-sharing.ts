/**
 * Who may use a bank question besides its owner and administrators
 * (docs/security.md "The question bank"): nobody else, the teachers of its
 * subject, or every author; and whether they may only read it (without its
 * answer key) or also edit it (key included).
 */
export const BANK_SHARING_SCOPES = ['owner', 'subject', 'everyone'] as const;
export type BankSharingScope = (typeof BANK_SHARING_SCOPES)[number];

export const BANK_SHARING_LEVELS = ['read', 'edit'] as const;
export type BankSharingLevel = (typeof BANK_SHARING_LEVELS)[number];

export interface BankSharing {
  scope: BankSharingScope;
  level: BankSharingLevel;
}

/** A new question: its subject's teachers may read it, without its key; only its owner (and administrators) edit it. */
export const DEFAULT_BANK_SHARING: BankSharing = { scope: 'subject', level: 'read' };

export const BANK_SHARING_SCOPE_LABELS: Record<BankSharingScope, string> = {
  owner: 'Only me',
  subject: 'Teachers of its subject',
  everyone: 'Every author',
};

export const BANK_SHARING_LEVEL_LABELS: Record<BankSharingLevel, string> = {
  read: 'Read (without the answer key)',
  edit: 'Edit (answer key included)',
};

/** The sharing in a few words, for the bank's table. */
export function bankSharingSummary(sharing: BankSharing): string {
  if (sharing.scope === 'owner') return 'Owner only';
  const who = sharing.scope === 'subject' ? 'Subject teachers' : 'Every author';
  return `${who} ${sharing.level === 'edit' ? 'edit' : 'read'}`;
}
