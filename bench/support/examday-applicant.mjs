/**
 * What one simulated applicant (and the proctor) does during bench/examday.mjs,
 * over their own JsonClient (`applicant.client`): the cold page's files, the choice saves with
 * think time, the essay typed in bursts as mf-exam's autosave sends it, the
 * hand-in, and the control room read meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { choiceAnswers } from '../../e2e/support/choice-answers.mjs';

/** mf-exam's autosave sends a typed answer once typing pauses this long (ExamPage TYPING_PAUSE_MS). */
const TYPING_PAUSE_MS = 1500;
const BURST_WORDS = 10;
/** What a phone's browser says it accepts. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip', accept: '*/*' };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three kinds of file of the exam page, served three ways (server/src/static/static-hosting.ts). */
export const PAGE_FILE_KINDS = {
  html: 'the page itself (HTML, with a database look-up)',
  hashed: 'hashed files (from memory)',
  other: 'remotes.json, manifests (from disk)',
};

function pageFileKind(file) {
  if (file.startsWith('/assessment')) return 'html';
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(file) ? 'hashed' : 'other';
}

/**
 * The room opens the page at once: each applicant fetches every file of the cold page over its own
 * connection. `timing` (optional): CallStats for each file's connect part and response part (`connect`,
 * `response`), and for each kind of file (`kinds`, keyed as PAGE_FILE_KINDS).
 */
export async function fetchExamPages(files, applicants, stats, timing) {
  let bytes = 0;
  const encodings = {};
  const started = performance.now();
  await Promise.all(
    applicants.map(async ({ client }) => {
      for (const file of files) {
        const accept = file.startsWith('/assessment') ? 'text/html,application/xhtml+xml,*/*;q=0.8' : '*/*';
        const sentAt = performance.now();
        const response = await client.get(file, { ...BROWSER_ENCODINGS, accept }, stats, timing);
        const ok = response.status >= 200 && response.status < 300;
        timing?.kinds[pageFileKind(file)].record(sentAt, performance.now(), ok ? null : `${response.status}`);
        bytes += response.bytes;
        encodings[response.encoding] = (encodings[response.encoding] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, bytesPerPage: bytes / applicants.length, encodings };
}

/** Choice answers with think time between them (`plan`: saves, thinkMs). */
async function answerChoiceQuestions({ client, ...applicant }, plan, stats, acknowledged) {
  await sleep(Math.random() * plan.thinkMs);
  for (let index = 0; index < plan.saves; index += 1) {
    const choices = choiceAnswers(applicant.questions, index);
    const { questionId, answer } = choices[index % choices.length];
    const seq = index + 1;
    const saved = await client.post(
      'student/saveanswer.php',
      applicant.sign,
      { hash: applicant.hash, questionId, answer, seq },
      stats.save,
    );
    if (saved.status === 200 && saved.body.data.applied) acknowledged.set(`${applicant.hash} ${questionId}`, seq);
    await sleep(plan.thinkMs * (0.5 + Math.random()));
  }
}

/** The essay, typed in bursts (`plan`: essayBursts, burstEveryMs): each sent once typing pauses, the whole text so far. */
async function typeEssay({ client, ...applicant }, plan, stats, acknowledged) {
  const essay = applicant.questions.find((question) => question.type === 'EssayComponent');
  if (!essay) return;
  // Within the essay's word limit: past it the applicant is revising (the newest words replace the oldest).
  const wordLimit = essay.allowOverLimit || !(essay.wordlimit > 0) ? Infinity : essay.wordlimit;
  let words = [];
  await sleep(Math.random() * plan.burstEveryMs);
  for (let burst = 1; burst <= plan.essayBursts; burst += 1) {
    const typing = plan.burstEveryMs * (0.25 + Math.random() * 0.5);
    await sleep(typing + TYPING_PAUSE_MS);
    words = [...words, ...Array.from({ length: BURST_WORDS }, (_, n) => `word${burst}.${n}`)].slice(-wordLimit);
    const answer = { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: words.join(' ') }] }] };
    const saved = await client.post(
      'student/saveanswer.php',
      applicant.sign,
      { hash: applicant.hash, questionId: essay.id, answer, seq: burst },
      stats.essay,
    );
    if (saved.status === 200 && saved.body.data.applied) acknowledged.set(`${applicant.hash} ${essay.id}`, burst);
    await sleep(Math.max(0, plan.burstEveryMs - typing - TYPING_PAUSE_MS));
  }
}

/** One applicant's answers after the synchronized start: choice saves and the essay side by side. */
async function answerExam(applicant, plan, stats, acknowledged) {
  await Promise.all([
    answerChoiceQuestions(applicant, plan, stats, acknowledged),
    plan.essayBursts > 0 ? typeEssay(applicant, plan, stats, acknowledged) : null,
  ]);
}

function handIn(applicant, stats) {
  return applicant.client.post('student/submitexam.php', applicant.sign, { id: applicant.hash }, stats.submit);
}

/**
 * The hand-in of every applicant: each right after their own last save, or with `sameSecond` all
 * together once everyone has saved (the bell of a timed exam): the requests are written in one
 * synchronous loop over connections already open. Answers when every hand-in was answered.
 */
export async function takeExams(applicants, plan, stats, acknowledged, { sameSecond }) {
  if (!sameSecond) {
    await Promise.all(
      applicants.map(async (applicant) => {
        await answerExam(applicant, plan, stats, acknowledged);
        await handIn(applicant, stats);
      }),
    );
    return null;
  }
  await Promise.all(applicants.map((applicant) => answerExam(applicant, plan, stats, acknowledged)));
  const bell = performance.now();
  const submits = applicants.map((applicant) => handIn(applicant, stats));
  const sent = performance.now() - bell;
  await Promise.all(submits);
  return { sentMs: sent, seconds: (performance.now() - bell) / 1000 };
}

/** A proctor's control room, read every `everyMs` (after each answer) until the exam is over. */
export async function watchRoom(url, staff, examId, everyMs, stats, over) {
  while (!over()) {
    const started = performance.now();
    let failure = null;
    try {
      const response = await fetch(`${url}/api/admin/examroom.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ sign: staff.sign, data: { id: examId } }),
      });
      await response.arrayBuffer();
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error.message;
    }
    stats.record(started, performance.now(), failure);
    await sleep(everyMs);
  }
}
