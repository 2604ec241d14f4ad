import type { Applicant } from '@mizan/shared';
import { barChart, barLength, PLOT_WIDTH } from './svg-bar-chart';
import { barHeight, BIN_LABELS, HISTOGRAM_PLOT_HEIGHT, histogram, scoreBins } from './svg-histogram';
import { statisticsPage } from './statistics-page';

/** The bars of one chart (by its id) as [data-value, width, height]. */
function bars(body: string, id: string): Array<{ value: number; width: number; height: number; title: string }> {
  const svg = body.match(new RegExp(`<svg class="chart" id="${id}"[\\s\\S]*?</svg>`))?.[0];
  if (!svg) throw new Error(`no chart ${id}`);
  return [
    ...svg.matchAll(
      /<rect class="bar" x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" fill="#[0-9a-f]{6}" data-value="(\d+)"><title>([^<]*)<\/title><\/rect>/g,
    ),
  ].map((match) => ({ width: Number(match[1]), height: Number(match[2]), value: Number(match[3]), title: match[4] }));
}

let nextId = 1;
function applicant(overrides: Partial<Applicant>): Applicant {
  return {
    id: nextId++,
    name: 'Test',
    ssn: '29001010100011',
    gender: 'male',
    email: 't@example.com',
    mobile: '01012345678',
    prep_mark: 50,
    math: 50,
    english: 50,
    std_code: 'S',
    school_id: 1,
    school: 'North',
    extra_time_percent: 0,
    career: 'Realistic',
    cmatch: '',
    position: '',
    interview: null,
    enrolled: '',
    competent: '',
    job: null,
    ...overrides,
  };
}

// A known set: North has 3 male and 1 female, '<b>x</b>' has 2 female.
const SCHOOLS = [
  { id: 1, name: 'North' },
  { id: 2, name: '<b>x</b>' },
];
const APPLICANTS: Applicant[] = [
  applicant({ gender: 'male', enrolled: 'Yes', prep_mark: 95, math: 100, english: 9.99, interview: 80, career: 'Social' }),
  applicant({ gender: 'male', enrolled: 'Yes', prep_mark: 91, math: 0, english: 10, interview: null, career: 'Social' }),
  applicant({ gender: 'male', enrolled: 'No', prep_mark: 72.5, math: 55, english: 55, interview: 85.5, career: 'Artistic' }),
  applicant({ gender: 'female', enrolled: '', prep_mark: 60, math: 55, english: 89.99, interview: null, career: 'Social' }),
  applicant({
    gender: 'female',
    school_id: 2,
    school: '<b>x</b>',
    enrolled: 'Yes',
    prep_mark: 90,
    math: 45,
    english: 90,
    interview: 70,
    career: '<i>Enterprising</i>',
  }),
  applicant({
    gender: 'female',
    school_id: 2,
    school: '<b>x</b>',
    enrolled: '',
    prep_mark: 40,
    math: 45,
    english: 100,
    interview: 99,
    career: 'Social',
  }),
];
const body = statisticsPage({ applicants: APPLICANTS, schools: SCHOOLS, printedBy: 'Admin', now: new Date('2026-11-22T10:00:00Z') });

describe('the SVG charts of the Statistics page', () => {
  test('bins 0..100 in ten 10-point bins, 100 in the last, missing scores left out', () => {
    expect(BIN_LABELS).toEqual(['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80–89', '90–100']);
    expect(scoreBins([0, 9.99, 10, 89.99, 90, 100, null, 55])).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 1, 2]);
  });

  test('applicants per school by gender: grouped bars with the right counts, lengths scaled to the largest', () => {
    const drawn = bars(body, 'chart-school-gender');
    expect(drawn.map((bar) => bar.value)).toEqual([3, 1, 0, 2]);
    expect(drawn.map((bar) => bar.width)).toEqual([PLOT_WIDTH, barLength(1, 3), 0, barLength(2, 3)]);
    expect(drawn[0].title).toBe('North, Male: 3');
    expect(drawn[3].title).toBe('&lt;b&gt;x&lt;/b&gt;, Female: 2');
  });

  test('enrolment per school: stacked Yes / No / not decided, the longest row filling the plot', () => {
    const drawn = bars(body, 'chart-school-enrolled');
    expect(drawn.map((bar) => bar.value)).toEqual([2, 1, 1, 1, 0, 1]);
    const north = drawn.slice(0, 3).reduce((sum, bar) => sum + bar.width, 0);
    expect(north).toBeCloseTo(PLOT_WIDTH, 0);
    expect(drawn[3].width).toBe(barLength(1, 4));
  });

  test.each([
    ['chart-prep', [0, 0, 0, 0, 1, 0, 1, 1, 0, 3]],
    ['chart-math', [1, 0, 0, 0, 2, 2, 0, 0, 0, 1]],
    ['chart-english', [1, 1, 0, 0, 0, 1, 0, 0, 1, 2]],
    ['chart-interview', [0, 0, 0, 0, 0, 0, 0, 1, 2, 1]],
  ])('%s: a histogram of ten bars with the right counts and heights', (id, counts) => {
    const drawn = bars(body, id);
    expect(drawn).toHaveLength(10);
    expect(drawn.map((bar) => bar.value)).toEqual(counts);
    const largest = Math.max(...counts);
    expect(drawn.map((bar) => bar.height)).toEqual(counts.map((count) => barHeight(count, largest)));
    expect(Math.max(...drawn.map((bar) => bar.height))).toBe(HISTOGRAM_PLOT_HEIGHT);
  });

  test('career interest: one bar per career, most common first, labels escaped', () => {
    const drawn = bars(body, 'chart-career');
    expect(drawn.map((bar) => [bar.title, bar.value])).toEqual([
      ['Social, Applicants: 4', 4],
      ['&lt;i&gt;Enterprising&lt;/i&gt;, Applicants: 1', 1],
      ['Artistic, Applicants: 1', 1],
    ]);
  });

  test('each chart is accessible: role img, a <title> and a <desc>, and sits beside or above its table', () => {
    for (const id of [
      'chart-school-gender',
      'chart-school-enrolled',
      'chart-prep',
      'chart-math',
      'chart-english',
      'chart-interview',
      'chart-career',
    ]) {
      expect(body).toContain(`<svg class="chart" id="${id}" role="img" aria-labelledby="${id}-title ${id}-desc"`);
      expect(body).toMatch(new RegExp(`<title id="${id}-title">[^<]+</title><desc id="${id}-desc">[^<]+</desc>`));
      const after = body.slice(body.indexOf(`id="${id}"`));
      expect(after.indexOf('</svg>')).toBeLessThan(after.indexOf('<table'));
    }
    expect(body).toContain(
      '<desc id="chart-interview-desc">0–9: 0; 10–19: 0; 20–29: 0; 30–39: 0; 40–49: 0; 50–59: 0; 60–69: 0; 70–79: 1; 80–89: 2; 90–100: 1; not yet scored: 2.</desc>',
    );
    expect(body).toContain('<tr><td class="label" dir="auto">Not yet</td><td class="num">2</td><td class="num">33.3%</td></tr>');
  });

  test('a school named <b>x</b> is text everywhere: axis label, titles, tables', () => {
    expect(body).not.toContain('<b>x</b>');
    expect(body).toContain('text-anchor="end" font-size="9">&lt;b&gt;x&lt;/b&gt;</text>');
    expect(body).toContain('<td dir="auto">&lt;b&gt;x&lt;/b&gt;</td>');
    expect(body).not.toContain('<i>Enterprising');
    expect(body).not.toMatch(/<script(?! src="\/print\/print\.js" defer><\/script>)/);
  });

  test('escapes the title, desc and series names of any chart', () => {
    const svg = String(
      barChart({
        id: 'c',
        title: '<t>',
        desc: '"d"&',
        categories: ['<a>'],
        series: [
          { name: '<s>', values: [1] },
          { name: 'o', values: [0] },
        ],
      }),
    );
    expect(svg).toContain('<title id="c-title">&lt;t&gt;</title><desc id="c-desc">&quot;d&quot;&amp;</desc>');
    expect(svg).toContain('>&lt;s&gt;</text>');
    expect(svg).not.toMatch(/<(a|s|t)>/);
    expect(String(histogram({ id: 'h', title: 'x', desc: 'y', values: [] }))).toContain('height="0" fill');
  });
});
