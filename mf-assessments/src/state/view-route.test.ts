import { assessmentViewPath } from '@mizan/shared';
import { parseViewRoute, viewKindOf } from './view-route';

describe('the /assessmentViewComponent query, read both ways (SPEC §2)', () => {
  it.each([
    // named: id and exammode, in either order
    ['?id=12&exammode=examMode', 12, 'examMode', 'preview'],
    ['?exammode=gradingModeTeacher&id=31', 31, 'gradingModeTeacher', 'teacher'],
    ['?id=31&exammode=MSTMG', 31, 'MSTMG', 'student'],
    // positional: the id first and the mode second, whatever they are called
    ['?12&examMode', 12, 'examMode', 'preview'],
    ['?31&gradingModeTeacher', 31, 'gradingModeTeacher', 'teacher'],
    ['?31&MSTMG', 31, 'MSTMG', 'student'],
    ['?examid=31&mode=MSTMG', 31, 'MSTMG', 'student'],
    ['?id=31&gradingModeTeacher', 31, 'gradingModeTeacher', 'teacher'],
    // any other mode: the plain view
    ['?id=12&exammode=viewMode', 12, 'viewMode', 'plain'],
    ['?12&anything', 12, 'anything', 'plain'],
    ['?12', 12, '', 'plain'],
  ])('%s → id %s, mode %s (%s)', (search, id, mode, kind) => {
    expect(parseViewRoute(search)).toEqual({ id, mode, kind });
  });

  it('has no id when the first value is not a positive whole number', () => {
    expect(parseViewRoute('?id=abc&exammode=examMode').id).toBeNull();
    expect(parseViewRoute('?0&MSTMG').id).toBeNull();
    expect(parseViewRoute('').id).toBeNull();
  });

  it('maps MSTMG and gradingModeStudent to the read-only student view', () => {
    expect(viewKindOf('MSTMG')).toBe('student');
    expect(viewKindOf('gradingModeStudent')).toBe('student');
    expect(viewKindOf('gradingmodeteacher')).toBe('plain');
  });

  it('writes addresses both readings accept', () => {
    const path = assessmentViewPath(31, 'gradingModeTeacher');
    expect(path).toBe('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    expect(parseViewRoute(path.slice(path.indexOf('?')))).toEqual({ id: 31, mode: 'gradingModeTeacher', kind: 'teacher' });
  });
});
