import { Typography } from 'antd';
import type { FamilyPageData, FamilyText } from '@mizan/shared';

/** Every released result with its link, and how many more are awaited (never which, never a score). */
export function ResultsList({ page, words }: { page: FamilyPageData; words: FamilyText }) {
  return (
    <section aria-labelledby="family-results">
      <Typography.Title level={2} id="family-results" style={{ fontSize: 19 }}>
        {words.resultsTitle}
      </Typography.Title>
      {page.results.length === 0 && <p>{words.noResults}</p>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {page.results.map((result) => (
          <li key={result.link} style={{ marginBottom: 12 }} data-testid="family-result">
            <div style={{ fontWeight: 600 }} dir={result.lang === 'Ar' ? 'rtl' : 'ltr'}>
              <bdi>{result.assessment}</bdi>
            </div>
            {result.percent !== null && <div>{words.score(String(result.percent))}</div>}
            <a href={result.link} aria-label={`${words.openResult}: ${result.assessment}`}>
              {words.openResult}
            </a>
          </li>
        ))}
      </ul>
      {page.resultsAwaited > 0 && <p>{words.resultsAwaited(page.resultsAwaited)}</p>}
    </section>
  );
}
