import {
  BANK_FIRST_PAGE,
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  type CognitiveLevel,
  type Difficulty,
  type QuestionType,
} from '@mizan/shared';

/** Where the question bank's list is: page and filters (every filter '' or [] when not set). */
export interface BankQuery {
  page: number;
  search: string;
  type: QuestionType | '';
  subject: string;
  grade: string;
  tags: string[];
  difficult: Difficulty | '';
  cognitive: CognitiveLevel | '';
  objectives: string;
  author: number | null;
}

export const EMPTY_BANK_QUERY: BankQuery = {
  page: BANK_FIRST_PAGE,
  search: '',
  type: '',
  subject: '',
  grade: '',
  tags: [],
  difficult: '',
  cognitive: '',
  objectives: '',
  author: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The bank's place read from the address (so Back after editing keeps it). */
export function readBankQuery(params: URLSearchParams): BankQuery {
  const page = Number(params.get('page'));
  const author = Number(params.get('author'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : BANK_FIRST_PAGE,
    search: params.get('search') ?? '',
    type: oneOf(QUESTION_TYPES, params.get('type')),
    subject: params.get('subject') ?? '',
    grade: params.get('grade') ?? '',
    tags: params.getAll('tag'),
    difficult: oneOf(DIFFICULTIES, params.get('difficult')),
    cognitive: oneOf(COGNITIVE_LEVELS, params.get('cognitive')),
    objectives: params.get('objectives') ?? '',
    author: Number.isSafeInteger(author) && author >= 1 ? author : null,
  };
}

export function bankQueryParams(query: BankQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== BANK_FIRST_PAGE) params.set('page', String(query.page));
  for (const key of ['search', 'type', 'subject', 'grade', 'difficult', 'cognitive', 'objectives'] as const) {
    if (query[key] !== '') params.set(key, query[key]);
  }
  for (const tag of query.tags) params.append('tag', tag);
  if (query.author !== null) params.set('author', String(query.author));
  return params;
}

/** The admin/getbank.php request of a place. */
export function bankRequest(query: BankQuery, pagesize: number) {
  return {
    page: query.page,
    pagesize,
    search: query.search,
    type: query.type,
    subject: query.subject,
    grade: query.grade,
    tags: query.tags,
    difficult: query.difficult,
    cognitive: query.cognitive,
    objectives: query.objectives,
    author: query.author ?? '',
  };
}

export function isFiltered(query: BankQuery): boolean {
  return bankQueryParams({ ...query, page: BANK_FIRST_PAGE }).toString() !== '';
}
