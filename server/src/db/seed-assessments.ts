import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import {
  newImageSpot,
  newListOption,
  newQuestion,
  validateQuestion,
  type AssessmentLang,
  type Question,
  type QuestionOf,
} from '@mizan/shared';
import type { Database } from './schema';
import { choices, fillTheBlank, numerical, trueFalseOptions, withHeader } from './seed-question-builders';

/**
 * Demo assessments for a newcomer (ARCHITECTURE §7, unless SEED_DEMO=0): one
 * in English and one in Arabic (lang 'Ar'), each holding every question type,
 * and a short timed one. All are published and open, without dates, so the
 * apply link works at once; the demo teacher and grader are their reviewers.
 * Idempotent: an assessment whose name is already there is not added again.
 */
export const DEMO_ASSESSMENT_NAMES = {
  english: 'Demo: General Admission Test',
  arabic: 'تجريبي: اختبار القبول العام',
  timed: 'Demo: Timed Mathematics Quiz (10 minutes)',
} as const;

// -- a small picture for the Label and Highlight questions --------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 300 × 200 PNG: a red square (left), a green circle (middle) and a blue
 * triangle (right) on white, as a data URL (a few hundred bytes).
 */
export function demoShapesPicture(): string {
  const width = 300;
  const height = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      let colour: [number, number, number] | null = null;
      if (x >= 20 && x < 90 && y >= 65 && y < 135) colour = [220, 38, 38];
      else if ((x - 150) ** 2 + (y - 100) ** 2 <= 36 ** 2) colour = [22, 163, 74];
      else if (y >= 65 && y < 135 && Math.abs(x - 245) <= (y - 65) / 2) colour = [37, 99, 235];
      if (colour) row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

interface Texts {
  mcq: [string, string[], number[]];
  trueFalse: [string, boolean];
  blank: [string, ReadonlyArray<string | string[]>, string[]];
  riasec: [string, QuestionOf<'RIASEC'>['cat']][];
  order: [string, string[]];
  match: [string, string[], string[]];
  label: [string, string[]];
  essay: [string, string];
  audio: string;
  video: string;
  file: string;
  highlight: string;
  /** A Numerical question: its text and the accepted number. */
  numerical: [string, string];
}

const ENGLISH: Texts = {
  mcq: ['Which of these numbers are prime? (choose all that apply)', ['2', '9', '13', '21'], [0, 2]],
  trueFalse: ['The Nile flows from south to north.', true],
  blank: [
    'Fill in the blanks.',
    ['Water boils at ', ['100', 'one hundred'], ' degrees Celsius at sea level; ice melts at ', ['0', 'zero'], ' degrees.'],
    [],
  ],
  riasec: [
    ['I enjoy repairing bicycles and machines.', 'R'],
    ['I like helping classmates understand a lesson.', 'S'],
  ],
  order: ['Put the planets in order from the Sun outwards.', ['Mercury', 'Venus', 'Earth', 'Mars']],
  match: ['Match each country with its capital.', ['Egypt', 'France', 'Japan'], ['Cairo', 'Paris', 'Tokyo']],
  label: ['Drag each name onto its shape.', ['Square', 'Circle', 'Triangle']],
  essay: ['In a short paragraph, tell us why you want to join our school.', 'Write 50 to 150 words.'],
  audio: 'Record yourself reading this sentence aloud: "Reading opens doors to new worlds."',
  video: 'Record a one-minute video introducing yourself.',
  file: 'Upload a photo or scan of your latest school certificate.',
  highlight: 'Circle the green circle on the picture.',
  numerical: ['Seven metres of ribbon are shared equally between two pupils. How many metres does each get?', '3.5'],
};

const ARABIC: Texts = {
  mcq: ['أي من هذه الأعداد أعداد أولية؟ (اختر كل ما ينطبق)', ['٢', '٩', '١٣', '٢١'], [0, 2]],
  trueFalse: ['يجري نهر النيل من الجنوب إلى الشمال.', true],
  blank: ['أكمل الفراغات.', ['عاصمة مصر هي ', ['القاهرة'], ' وعاصمة فرنسا هي ', ['باريس'], '.'], ['القاهرة', 'باريس', 'روما']],
  riasec: [
    ['أحب إصلاح الدراجات والآلات.', 'R'],
    ['أحب أن أرسم وأصمم الأشياء.', 'A'],
  ],
  order: ['رتب المراحل الدراسية من الأصغر إلى الأكبر.', ['الروضة', 'الابتدائية', 'الإعدادية', 'الثانوية']],
  match: ['صل كل حيوان بصغيره.', ['القطة', 'البقرة', 'الحصان'], ['الهريرة', 'العجل', 'المهر']],
  label: ['اسحب كل اسم إلى الشكل المناسب.', ['مربع', 'دائرة', 'مثلث']],
  essay: ['اكتب فقرة قصيرة عن هوايتك المفضلة.', 'اكتب من ٥٠ إلى ١٥٠ كلمة.'],
  audio: 'سجّل صوتك وأنت تقرأ: «القراءة تفتح أبواب المعرفة».',
  video: 'سجّل فيديو مدته دقيقة تعرّف فيه بنفسك.',
  file: 'ارفع صورة من آخر شهادة دراسية.',
  highlight: 'ضع دائرة حول الدائرة الخضراء في الصورة.',
  numerical: ['قُسّم شريط طوله ٧ أمتار بالتساوي بين تلميذين. كم مترًا يأخذ كل منهما؟', '3.5'],
};

/** Every question type (RIASEC twice), in the builder's menu order. */
export function demoQuestions(texts: Texts, picture: string): Question[] {
  const [mcqHeader, mcqOptions, mcqCorrect] = texts.mcq;
  const orderItems = texts.order[1].map((text) => newListOption(text));
  const matchOptions = texts.match[1].map((text) => newListOption(text));
  const matchAnswers = texts.match[2].map((text) => newListOption(text));
  const spots = [newImageSpot('', 50, 18), newImageSpot('', 50, 50), newImageSpot('', 50, 82)];
  const labels = texts.label[1].map((text, index) => newImageSpot(text, 90, 15 + index * 35));
  return [
    withHeader(newQuestion('TrueOrFalse'), texts.trueFalse[0], '1', {
      options: trueFalseOptions(texts.trueFalse[1]),
      correctAnswerChosen: true,
    }),
    withHeader(newQuestion('MCQ'), mcqHeader, '2', { isPartial: true, options: choices(mcqOptions, mcqCorrect) }),
    ...texts.riasec.map(([statement, cat]) => withHeader(newQuestion('RIASEC'), statement, '1', { cat })),
    withHeader(newQuestion('MatchQComponent'), texts.match[0], '3', {
      options: matchOptions,
      PossibleAnswers: matchAnswers,
      correctPossibleAnswers: matchAnswers.map((answer) => answer.id),
      scoreMode: 'partialMatch',
    }),
    withHeader(newQuestion('OrderComponent'), texts.order[0], '2', {
      options: orderItems,
      correctOptions: orderItems.map((item) => item.id),
      scoreMode: 'partialMatch',
    }),
    withHeader(newQuestion('EssayComponent'), texts.essay[0], '5', {
      answerPlaceHolder: texts.essay[1],
      wordlimit: 150,
      showWordCount: true,
      showWordLimit: true,
    }),
    withHeader(newQuestion('AudioComponent'), texts.audio, '3'),
    withHeader(newQuestion('VideoComponent'), texts.video, '3'),
    withHeader(newQuestion('FileUploadEnhanced'), texts.file, '1', { max: 2, maxCount: 2 }),
    withHeader(newQuestion('ImageHighlight'), texts.highlight, '2', { qst_image: picture }),
    fillTheBlank(texts.blank[0], texts.blank[1], texts.blank[2]),
    numerical(texts.numerical[0], '2', [[texts.numerical[1], '', 'absolute', 100]]),
    withHeader(newQuestion('LabelQComponent'), texts.label[0], '3', {
      image: picture,
      labels,
      options: spots,
      correctOptions: spots.map((spot) => spot.id),
      scoreMode: 'partialMatch',
    }),
  ];
}

function timedQuestions(): Question[] {
  return [
    withHeader(newQuestion('MCQ'), 'What is 7 × 8?', '1', { options: choices(['54', '56', '64', '48'], [1]) }),
    withHeader(newQuestion('TrueOrFalse'), 'Every square is a rectangle.', '1', {
      options: trueFalseOptions(true),
      correctAnswerChosen: true,
    }),
    fillTheBlank('Complete the sentence.', ['Half of 30 is ', ['15', 'fifteen'], '.']),
    (() => {
      const items = ['1/4', '1/3', '1/2', '3/4'].map((text) => newListOption(text));
      return withHeader(newQuestion('OrderComponent'), 'Order these fractions from smallest to largest.', '2', {
        options: items,
        correctOptions: items.map((item) => item.id),
        scoreMode: 'exactMatch' as const,
      });
    })(),
  ];
}

interface DemoAssessment {
  name: string;
  lang: AssessmentLang;
  type: string;
  grade: string;
  istimed: 0 | 1;
  duration: number | null;
  questions: Question[];
  show_results_after_grading: boolean;
  allow_resume: boolean;
}

export function demoAssessments(): DemoAssessment[] {
  const picture = demoShapesPicture();
  return [
    {
      name: DEMO_ASSESSMENT_NAMES.english,
      lang: 'En',
      type: 'Admission',
      grade: 'Grade 10',
      istimed: 0,
      duration: null,
      questions: demoQuestions(ENGLISH, picture),
      show_results_after_grading: true,
      allow_resume: true,
    },
    {
      name: DEMO_ASSESSMENT_NAMES.arabic,
      lang: 'Ar',
      type: 'Admission',
      grade: 'Grade 10',
      istimed: 0,
      duration: null,
      questions: demoQuestions(ARABIC, picture),
      show_results_after_grading: true,
      allow_resume: true,
    },
    {
      name: DEMO_ASSESSMENT_NAMES.timed,
      lang: 'En',
      type: 'Placement',
      grade: 'Grade 7',
      istimed: 1,
      duration: 10,
      questions: timedQuestions(),
      show_results_after_grading: false,
      allow_resume: false,
    },
  ];
}

/** Add the demo assessments that are not there yet (by name); answers how many were added. */
export async function seedDemoAssessments(db: Kysely<Database>, createdBy: number | null): Promise<number> {
  const reviewers = await db.selectFrom('users').select('id').where('username', 'in', ['teacher', 'grader']).execute();
  let added = 0;
  for (const demo of demoAssessments()) {
    const problem = demo.questions.map(validateQuestion).find((message) => message !== null);
    if (problem) throw new Error(`Demo assessment "${demo.name}" has an invalid question: ${problem}`);
    const existing = await db.selectFrom('assessments').select('id').where('name', '=', demo.name).executeTakeFirst();
    if (existing) continue;
    const inserted = await db
      .insertInto('assessments')
      .values({
        name: demo.name,
        lang: demo.lang,
        type: demo.type,
        grade: demo.grade,
        istimed: demo.istimed,
        duration: demo.duration,
        nooftrials: 1,
        questions: JSON.stringify(demo.questions),
        selectedgroups: JSON.stringify([]),
        published: true,
        open: true,
        show_results_after_grading: demo.show_results_after_grading,
        allow_resume: demo.allow_resume,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (reviewers.length > 0) {
      await db
        .insertInto('assessment_reviewers')
        .values(reviewers.map((reviewer) => ({ assessment_id: inserted.id, user_id: reviewer.id, can_edit: false })))
        .execute();
    }
    added += 1;
  }
  return added;
}
