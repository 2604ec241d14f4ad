import { plainText, type Question } from '@mizan/shared';
import { readGift } from './gift-read';
import { checkItem } from './read-item';

/** Cases a teacher writes by hand that Moodle's own GIFT files do not hold. */
const read = (text: string) => readGift(text).map(checkItem);
const only = <T extends Question['type']>(text: string, type: T) => {
  const [item] = read(text);
  expect([item.skipped ?? null, item.question?.type]).toEqual([null, type]);
  return { item, question: item.question as Extract<Question, { type: T }> };
};

test('an Arabic numerical key may be typed with Arabic-Indic digits, the Arabic decimal separator or a decimal comma', () => {
  const { question } = only(
    '::كثافة::ما كثافة الماء بالغرام لكل سنتيمتر مكعب؟ {#\n=٠٫٩٩٨:٠٫٠٠٢\n=%50%1,0:0,1\n=%25%٠٫٩..١٫١}',
    'Numerical',
  );
  expect(question.answers.map(({ value, tolerance, credit }) => [value, tolerance, credit])).toEqual([
    ['0.998', '0.002', 100],
    ['1', '0.1', 50],
    ['1', '0.1', 25],
  ]);
});

test('a missing word in an Arabic sentence is a blank in place; the name is the header', () => {
  const { question } = only('::أكمل::عاصمة مصر هي {=القاهرة =Cairo} وهي على النيل.', 'FillTheBlank');
  expect([question.headertxt, plainText(question.content, '[]'), question.blanks.map((blank) => blank.answers)]).toEqual([
    'أكمل',
    'عاصمة مصر هي [] وهي على النيل.',
    [['القاهرة', 'Cairo']],
  ]);
});

test('[plain] shows tags as typed, Windows line ends and a byte order mark are read, the category path gives subject and tags', () => {
  const [item] = read(
    '\uFEFF$CATEGORY: $course$/top/Computing/Web\r\n\r\n::Tags::[plain]Is <b> a tag?{TRUE####[html]<i>Yes</i>, bold.}\r\n',
  );
  expect([item.subject, item.tags, item.question?.headertxt, item.question?.feedback]).toEqual([
    'Web',
    ['Computing'],
    'Is <b> a tag?',
    'Yes, bold.',
  ]);
});

test('an escaped colon in a name and an escaped # and = in an option are text; a numerical answer that is not a number skips the question', () => {
  const [named, wrong] = read('::Ratio 1\\:2::Which is 1\\=1?{=true \\# ~false}\n\n::Words::How many?{#twelve}');
  expect(named.name).toBe('Ratio 1:2');
  const options = (named.question as Extract<Question, { type: 'MCQ' }>).options.map((option) => plainText(option.option));
  expect([named.question?.headertxt, options]).toEqual(['Which is 1=1?', ['true #', 'false']]);
  expect(wrong.skipped).toBe('The answer "twelve" is not a number.');
});
