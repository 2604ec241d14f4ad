import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Flex, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { LookupItem, ScoreColumn } from '@mizan/shared';
import type { ApplicantFilters } from '../state/applicant-filters';
import { GENDER_OPTIONS } from './ApplicantForm';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the table is searched. */
export const SEARCH_DEBOUNCE_MS = 250;

interface Props {
  filters: ApplicantFilters;
  onChange: (filters: ApplicantFilters) => void;
  schools: readonly LookupItem[];
  careers: readonly string[];
  scoreColumns?: readonly ScoreColumn[];
}

const ENROLLED_OPTIONS = [
  { value: 'Yes', label: 'Enrolled: Yes' },
  { value: 'No', label: 'Enrolled: No' },
  { value: '', label: 'Enrolled: not decided' },
];

/**
 * Search across name, SSN, e-mail and mobile (debounced, so 20,000 rows are
 * filtered once per pause in typing) and filters by school, gender,
 * enrolled and career interest.
 */
export function FilterBar({ filters, onChange, schools, careers, scoreColumns = [] }: Props) {
  const [typed, setTyped] = useState(filters.search);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (search !== filters.search) onChange({ ...filters, search });
    // Only a settled search is pushed up; filter changes arrive through props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const set = <Key extends keyof ApplicantFilters>(key: Key, value: ApplicantFilters[Key]) => onChange({ ...filters, [key]: value });

  return (
    <Flex gap={8} wrap style={{ flex: 1 }} role="search">
      <Input
        aria-label="Search applicants"
        placeholder="Search name, SSN, email or mobile"
        prefix={<SearchOutlined />}
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ width: 220 }}
      />
      <Select<number>
        aria-label="Filter by school"
        placeholder="All schools"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.schoolId ?? undefined}
        options={schools.map((school) => ({ value: school.id, label: school.name }))}
        onChange={(value) => set('schoolId', value ?? null)}
        style={{ width: 170 }}
      />
      <Select<string>
        aria-label="Filter by gender"
        placeholder="Any gender"
        allowClear
        value={filters.gender ?? undefined}
        options={GENDER_OPTIONS}
        onChange={(value) => set('gender', value ?? null)}
        style={{ width: 120 }}
      />
      <Select<string>
        aria-label="Filter by enrolled"
        placeholder="Enrolled: any"
        allowClear
        value={filters.enrolled ?? undefined}
        options={ENROLLED_OPTIONS}
        onChange={(value) => set('enrolled', value ?? null)}
        style={{ width: 140 }}
      />
      <Select<string>
        aria-label="Filter by career interest"
        placeholder="Any career interest"
        allowClear
        showSearch
        value={filters.career ?? undefined}
        options={careers.map((career) => ({ value: career, label: career }))}
        onChange={(value) => set('career', value ?? null)}
        style={{ width: 160 }}
      />
      {scoreColumns.length > 0 && (
        <Select<number>
          aria-label="Filter by assessment taken"
          placeholder="Any assessment"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.took ?? undefined}
          options={scoreColumns.map((column) => ({ value: column.id, label: `Took: ${column.name}` }))}
          onChange={(value) => onChange({ ...filters, took: value ?? null, scoreMin: value === undefined ? null : filters.scoreMin })}
          style={{ width: 230 }}
        />
      )}
      {filters.took !== null && !scoreColumns.find((column) => column.id === filters.took)?.career && (
        <InputNumber<number>
          aria-label="Assessment score at least (%)"
          placeholder="Score at least %"
          min={0}
          max={100}
          value={filters.scoreMin}
          onChange={(value) => set('scoreMin', typeof value === 'number' ? value : null)}
          style={{ width: 170 }}
        />
      )}
    </Flex>
  );
}
