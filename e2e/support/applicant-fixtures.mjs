/**
 * Applicants the applicants journey adds: national IDs that pass every check,
 * and the small CSV it imports (two clean rows, Laila Samir Adel and
 * سارة محمد يوسف, and one bad row whose mobile is too short and whose ID is a
 * female's with the gender male).
 */

/** A national ID that passes every check: born 2009-05-15 in Cairo; 13th digit odd for a male, even for a female. */
export const nationalId = (gender, serial) => `3090515` + `01` + String(serial).padStart(3, '0') + (gender === 'male' ? '5' : '4') + '7';

/** The small import file's text: a heading and three rows, CRLF line ends. */
export function smallImportCsv() {
  const heading = [
    'name',
    'ssn',
    'gender',
    'email',
    'mobile',
    'prep_mark',
    'math',
    'english',
    'std_code',
    'school',
    'career',
    'position',
    'job',
  ];
  const rows = [
    [
      'Laila Samir Adel',
      nationalId('female', 401),
      'female',
      'laila.adel@families.example',
      '01123456789',
      '90',
      '85',
      '92',
      'STD-2026-0101',
      'Riverside Language School',
      'Medicine',
      '',
      '5',
    ],
    [
      'سارة محمد يوسف',
      nationalId('female', 402),
      'female',
      'sara.youssef@families.example',
      '01223456789',
      '77.5',
      '81',
      '69',
      'STD-2026-0102',
      'مدرسة الرواد الثانوية',
      'Law',
      '',
      '15',
    ],
    [
      'Bad Row',
      nationalId('female', 403),
      'male',
      'bad.row@families.example',
      '0101',
      '90',
      '85',
      '92',
      'STD-2026-0103',
      'Riverside Language School',
      '',
      '',
      '5',
    ],
  ];
  return `${[heading, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}
