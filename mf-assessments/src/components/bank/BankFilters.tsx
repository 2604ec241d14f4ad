import { Button, Flex, Input, Select } from 'antd';
import { COGNITIVE_LEVELS, DIFFICULTIES, QUESTION_TYPES, QUESTION_TYPE_INFO } from '@mizan/shared';
import { EMPTY_BANK_QUERY, isFiltered, type BankQuery } from '../../state/bank-query';

export interface BankFilterOptions {
  subjects: string[];
  grades: string[];
  authors: { id: number; displayname: string }[];
}

const TYPE_OPTIONS = [
  { value: '', label: 'Every type' },
  ...QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_INFO[type].label })),
];
const DIFFICULTY_OPTIONS = [{ value: '', label: 'Any difficulty' }, ...DIFFICULTIES.map((level) => ({ value: level, label: level }))];
const COGNITIVE_OPTIONS = [
  { value: '', label: 'Any cognitive level' },
  ...COGNITIVE_LEVELS.map((level) => ({ value: level, label: level })),
];

const named = (values: string[], every: string) => [{ value: '', label: every }, ...values.map((value) => ({ value, label: value }))];

/**
 * The bank's filters: words of the question text, type, subject, grade,
 * tags (every one given), difficulty, cognitive level, objective and author.
 * Each change goes back to the first page.
 */
export function BankFilters({
  query,
  onChange,
  options,
}: {
  query: BankQuery;
  onChange: (query: BankQuery) => void;
  options: BankFilterOptions;
}) {
  const set = (changes: Partial<BankQuery>) => onChange({ ...query, ...changes, page: EMPTY_BANK_QUERY.page });
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }} role="search" aria-label="Filter the question bank">
      <Input.Search
        key={`search:${query.search}`}
        defaultValue={query.search}
        placeholder="Words of the question (English or Arabic)"
        aria-label="Search the question text"
        allowClear
        enterButton="Search"
        maxLength={100}
        onSearch={(value) => set({ search: value.trim() })}
        style={{ maxWidth: 380 }}
      />
      <Select aria-label="Type" value={query.type} options={TYPE_OPTIONS} onChange={(type) => set({ type })} style={{ width: 170 }} />
      <Select
        aria-label="Subject"
        value={query.subject}
        options={named(options.subjects, 'Every subject')}
        onChange={(subject) => set({ subject })}
        style={{ width: 160 }}
        showSearch
      />
      <Select
        aria-label="Grade"
        value={query.grade}
        options={named(options.grades, 'Every grade')}
        onChange={(grade) => set({ grade })}
        style={{ width: 140 }}
      />
      <Select
        aria-label="Tags"
        mode="tags"
        value={query.tags}
        placeholder="Tags"
        onChange={(tags: string[]) => set({ tags: tags.map((tag) => tag.trim()).filter((tag) => tag !== '') })}
        style={{ minWidth: 160 }}
        tokenSeparators={[',']}
        open={false}
      />
      <Select
        aria-label="Difficulty"
        value={query.difficult}
        options={DIFFICULTY_OPTIONS}
        onChange={(difficult) => set({ difficult })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Cognitive level"
        value={query.cognitive}
        options={COGNITIVE_OPTIONS}
        onChange={(cognitive) => set({ cognitive })}
        style={{ width: 180 }}
      />
      <Input.Search
        key={`objectives:${query.objectives}`}
        defaultValue={query.objectives}
        placeholder="Objective"
        aria-label="Objective"
        allowClear
        maxLength={100}
        onSearch={(value) => set({ objectives: value.trim() })}
        style={{ width: 200 }}
      />
      <Select
        aria-label="Author"
        value={query.author ?? ''}
        options={[
          { value: '', label: 'Any author' },
          ...options.authors.map((author) => ({ value: author.id, label: author.displayname })),
        ]}
        onChange={(author: number | '') => set({ author: author === '' ? null : author })}
        style={{ width: 170 }}
      />
      {isFiltered(query) && <Button onClick={() => onChange(EMPTY_BANK_QUERY)}>Clear filters</Button>}
    </Flex>
  );
}
