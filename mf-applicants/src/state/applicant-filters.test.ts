import type { Applicant } from '@mizan/shared';
import { sampleApplicants } from '../test/applicants';
import { NO_FILTERS, careersOf, filterApplicants, filterQuery, withinScoreColumns } from './applicant-filters';

const names = (list: readonly { name: string }[]) => list.map((applicant) => applicant.name);

describe('filterApplicants', () => {
  const list = sampleApplicants();

  it('gives the same list back, unfiltered, when nothing is chosen', () => {
    expect(filterApplicants(list, NO_FILTERS)).toBe(list);
    expect(filterApplicants(list, { ...NO_FILTERS, search: '   ' })).toBe(list);
  });

  it('combines search, school, gender, enrolled and career', () => {
    expect(names(filterApplicants(list, { ...NO_FILTERS, search: 'a', schoolId: 1 }))).toEqual(['Mona Saleh', 'Youssef Adel']);
    expect(names(filterApplicants(list, { ...NO_FILTERS, schoolId: 1, gender: 'male' }))).toEqual(['Youssef Adel']);
    expect(names(filterApplicants(list, { ...NO_FILTERS, enrolled: '' }))).toEqual(['Sara Ahmed', 'Laila Hassan']);
    expect(names(filterApplicants(list, { ...NO_FILTERS, career: 'medicine' }))).toEqual(['Mona Saleh', 'Laila Hassan']);
  });

  it('lists each career once, in order', () => {
    expect(careersOf(list)).toEqual(['Arts', 'Engineering', 'Medicine']);
  });
});

describe('filterQuery', () => {
  it('speaks the query of the list and the export: none for not decided, asc/desc', () => {
    expect(filterQuery(NO_FILTERS, null)).toEqual({});
    expect(
      filterQuery(
        { ...NO_FILTERS, search: ' mona ', schoolId: 3, gender: 'female', enrolled: '', career: 'Arts' },
        { field: 'interview', order: 'descend' },
      ),
    ).toEqual({ search: 'mona', school_id: '3', gender: 'female', enrolled: 'none', career: 'Arts', sort: 'interview', order: 'desc' });
  });
});

describe('score columns', () => {
  const [first, second, third] = sampleApplicants();
  const scored: Applicant[] = [
    { ...first, scores: { '9': 72.5, '10': 'SAE' } },
    { ...second, scores: { '9': 95 } },
    { ...third, scores: {} },
  ];
  const ids = (list: readonly { id: number }[]) => list.map((applicant) => applicant.id);

  it('filters to applicants with a score at an assessment, at least a percent', () => {
    expect(ids(filterApplicants(scored, { ...NO_FILTERS, took: 9 }))).toEqual([first.id, second.id]);
    expect(ids(filterApplicants(scored, { ...NO_FILTERS, took: 9, scoreMin: 80 }))).toEqual([second.id]);
    expect(ids(filterApplicants(scored, { ...NO_FILTERS, took: 10 }))).toEqual([first.id]);
  });

  it('sends took, score_min and a score sort to the list and the export', () => {
    expect(filterQuery({ ...NO_FILTERS, took: 9, scoreMin: 50 }, { field: 'score:9', order: 'ascend' })).toEqual({
      took: '9',
      score_min: '50',
      sort: 'score:9',
      order: 'asc',
    });
  });
});

describe('withinScoreColumns', () => {
  const math = { id: 9, name: 'Math admission', career: false };
  const filters = { ...NO_FILTERS, schoolId: 2, took: 9, scoreMin: 50 };
  const sort = { field: 'score:9', order: 'descend' as const };

  it('keeps a Took filter and a sort on a column the list answers', () => {
    expect(withinScoreColumns(filters, sort, [math])).toEqual({ filters, sort });
  });

  it('drops a Took filter, its minimum and a sort on a column the list no longer answers, and nothing else', () => {
    expect(withinScoreColumns(filters, sort, [])).toEqual({ filters: { ...filters, took: null, scoreMin: null }, sort: null });
    expect(withinScoreColumns(filters, { field: 'name', order: 'ascend' as const }, [])).toEqual({
      filters: { ...filters, took: null, scoreMin: null },
      sort: { field: 'name', order: 'ascend' },
    });
  });
});
