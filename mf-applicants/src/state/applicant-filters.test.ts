import { sampleApplicants } from '../test/applicants';
import { NO_FILTERS, careersOf, filterApplicants, filterQuery } from './applicant-filters';

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
      filterQuery({ search: ' mona ', schoolId: 3, gender: 'female', enrolled: '', career: 'Arts' }, { field: 'interview', order: 'descend' }),
    ).toEqual({ search: 'mona', school_id: '3', gender: 'female', enrolled: 'none', career: 'Arts', sort: 'interview', order: 'desc' });
  });
});
