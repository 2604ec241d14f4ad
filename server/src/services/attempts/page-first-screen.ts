import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { applyExam } from './registration';

export interface PageAssessment {
  page: 'apply' | 'exam';
  title: string;
  lang: 'En' | 'Ar';
}

/**
 * The assessment an applicant's page address names, for the page's HTML to show before its script runs
 * (static/first-screen.ts): `/apply/{id}` when the assessment is open for registration (what
 * emp/getapplyexam.php would answer anyone), `/assessment?hash=` while that attempt is running (the title only:
 * nothing of the applicant's, since the hash alone does not prove the browser). Null for anything else; the page
 * then starts blank as before and says what is wrong when its script runs.
 */
export async function pageAssessment(db: Kysely<Database>, clock: Clock, url: URL): Promise<PageAssessment | null> {
  const pathname = url.pathname.toLowerCase().replace(/\/$/, '');
  const applying = /^\/apply\/(\d{1,9})$/.exec(pathname);
  if (applying) {
    const open = await applyExam(db, clock, Number(applying[1])).catch(() => null);
    return open && { page: 'apply', title: open.title, lang: open.lang };
  }
  const hash = url.searchParams.get('hash') ?? '';
  if (pathname !== '/assessment' || !/^[A-Za-z0-9_-]{32}$/.test(hash)) return null;
  const running = await db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .select(['assessments.name', 'assessments.lang'])
    .where('attempts.hash', '=', hash)
    .where('attempts.status', '=', 'inprogress')
    .executeTakeFirst();
  return running ? { page: 'exam', title: running.name, lang: running.lang } : null;
}
