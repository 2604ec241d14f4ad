import {
  arrangeColumns,
  choiceOf,
  defaultColumnOrder,
  hiddenCount,
  isApplicantColumnKey,
  moveColumn,
  showColumn,
  shownColumns,
} from './table-columns';

const SCORES = [
  { id: 7, name: 'Math admission', career: false },
  { id: 9, name: 'Career', career: true },
];
const SPEC_ORDER = ['email', 'ssn', 'mobile', 'school', 'prep_mark', 'math', 'english', 'career', 'interview'];

describe('the applicants table columns', () => {
  test("by default: the SPEC's order, the score columns after My Review (100), Access Code only for those who see codes", () => {
    expect(defaultColumnOrder(SCORES, true)).toEqual([...SPEC_ORDER, 'score:7', 'score:9', 'enrolled', 'competent', 'access_code']);
    expect(defaultColumnOrder([], false)).toEqual([...SPEC_ORDER, 'enrolled', 'competent']);
    const places = arrangeColumns(defaultColumnOrder([], false), null);
    expect(places.every((place) => place.shown)).toBe(true);
    expect(shownColumns(places)).toEqual(['id', 'name', ...SPEC_ORDER, 'enrolled', 'competent', 'actions']);
  });

  test('#, Name and Actions are always drawn, first and last, whatever the choice says', () => {
    const places = arrangeColumns(['email', 'ssn'], { order: ['ssn', 'email'], hidden: ['ssn', 'email', 'name', 'actions'] });
    expect(shownColumns(places)).toEqual(['id', 'name', 'actions']);
    expect(hiddenCount(places)).toBe(2);
  });

  test('a chosen order and hidden columns come back as chosen', () => {
    const available = defaultColumnOrder(SCORES, false);
    let places = arrangeColumns(available, null);
    places = moveColumn(places, 'score:7', -1);
    places = moveColumn(places, 'score:7', -1);
    places = showColumn(places, 'email', false);
    const again = arrangeColumns(available, choiceOf(places));
    expect(again).toEqual(places);
    expect(shownColumns(again).slice(0, 11)).toEqual([
      'id',
      'name',
      'ssn',
      'mobile',
      'school',
      'prep_mark',
      'math',
      'english',
      'score:7',
      'career',
      'interview',
    ]);
  });

  test('moving past either end changes nothing; moving an unknown key changes nothing', () => {
    const places = arrangeColumns(['email', 'ssn', 'mobile'], null);
    expect(moveColumn(places, 'email', -1)).toEqual(places);
    expect(moveColumn(places, 'mobile', 1)).toEqual(places);
    expect(moveColumn(places, 'nothing', 1)).toEqual(places);
    expect(moveColumn(places, 'email', 1).map((place) => place.key)).toEqual(['ssn', 'email', 'mobile']);
  });

  test('a column the choice does not know (an assessment taken since) is shown after the one before it by default', () => {
    const choice = { order: ['school', 'email', 'interview', 'enrolled'], hidden: ['email'] };
    const places = arrangeColumns(['email', 'school', 'interview', 'score:7', 'enrolled', 'competent'], choice);
    expect(places).toEqual([
      { key: 'school', shown: true },
      { key: 'email', shown: false },
      { key: 'interview', shown: true },
      { key: 'score:7', shown: true },
      { key: 'enrolled', shown: true },
      { key: 'competent', shown: true },
    ]);
  });

  test('a column the table no longer has (an assessment the viewer stopped reviewing) is dropped; a new first column goes first', () => {
    const places = arrangeColumns(['email', 'ssn'], { order: ['score:99', 'ssn', 'ssn'], hidden: ['score:99'] });
    expect(places).toEqual([
      { key: 'email', shown: true },
      { key: 'ssn', shown: true },
    ]);
  });

  test('which keys name a column at all', () => {
    for (const key of ['id', 'name', 'email', 'score:12', 'access_code', 'actions']) expect(isApplicantColumnKey(key)).toBe(true);
    for (const key of ['password_hash', 'score:', 'score:0', 'score:abc', '', 'Email']) expect(isApplicantColumnKey(key)).toBe(false);
  });
});
