import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let axeSource = null;

/** One violation as a readable line: rule, impact, what it is about and the first few elements. */
function describe(violation) {
  const targets = violation.nodes
    .slice(0, 4)
    .map(
      (node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
    );
  return `${violation.id} [${violation.impact}] ${violation.help}: ${targets.join('; ')}${violation.nodes.length > 4 ? ` and ${violation.nodes.length - 4} more` : ''}`;
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules and best practices) on the page
 * as it is now and fails on any serious or critical violation, naming the
 * rule and the elements. axe is put into the page by evaluating its source:
 * Mizan's Content-Security-Policy refuses inline <script> tags, which
 * page.addScriptTag would add.
 *
 * It first waits for running animations to end: a dialog that is still
 * fading in has text at half its colour, which axe would report as too
 * little contrast although no one reads it in that state.
 */
export async function expectNoSeriousAxeViolations(page, label) {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  // A finding seen once may be a moment of change (a button fading from its disabled colour as a list arrives,
  // a table still empty while it loads); what stays a second later is what a person meets.
  await page.waitForTimeout(1_000);
  const second = await seriousViolations(page);
  const lasting = second.filter((violation) => first.some((earlier) => earlier.id === violation.id));
  assert.deepEqual(lasting.map(describe), [], `axe found serious accessibility problems on ${label}`);
}

/** axe's serious and critical findings on the page as it is once its animations have ended. */
async function seriousViolations(page) {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {}); // an animation still going after 5 s is checked as it stands
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // axe marks this WCAG 2.5.3 rule experimental and leaves it out of its tags unless named: a speech-input
      // user says a button's visible words, so its accessible name must contain them.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * The released result draws each answer with the exam's controls turned off,
 * and axe leaves turned-off controls out of its contrast rule; but there they
 * are the applicant's own answers, there to be read. So they are checked as
 * text: the controls are turned on for axe (nothing is clicked), then axe runs.
 */
export async function expectResultAnswersReadable(page, label) {
  await page.evaluate(() => {
    for (const control of document.querySelectorAll('[data-question-id] [disabled], [data-question-id] [aria-disabled="true"]')) {
      control.removeAttribute('disabled');
      control.removeAttribute('aria-disabled');
    }
  });
  await expectNoSeriousAxeViolations(page, `${label}, its answers read as text`);
}
