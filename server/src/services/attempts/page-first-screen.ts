import type DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { ATTEMPT_HASH_PATTERN } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { momentLoader } from '../moment-loader';
import { registrationRefusal, type OpenRules } from './registration-window';
import type { StartBatches } from './start-batches';

export interface PageAssessment {
  page: 'apply' | 'exam';
  title: string;
  lang: 'En' | 'Ar';
}

type AssessmentRow = OpenRules & { id: number; name: string; lang: 'En' | 'Ar' };

/**
 * The assessment an applicant's page address names, for the page's HTML to show before its script runs
 * (static/first-screen.ts): `/apply/{id}` when the assessment is open for registration (what
 * emp/getapplyexam.php would answer anyone), `/assessment?hash=` while that attempt is running (the title only:
 * nothing of the applicant's, since the hash alone does not prove the browser). Null for anything else; the page
 * then starts blank as before and says what is wrong when its script runs.
 *
 * A room opens its pages within seconds: the reads of one turn of the event loop are made together, the attempts
 * with the exam's first fetches (StartBatches), the assessments in one query.
 */
export class PageAssessments {
  private readonly assessments: DataLoader<number, AssessmentRow | undefined>;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly startBatches: StartBatches,
  ) {
    this.assessments = momentLoader(async (ids: readonly number[]) => {
      const rows = await db
        .selectFrom('assessments')
        .select(['id', 'name', 'lang', 'published', 'open', 'startdate', 'enddate'])
        .where('id', 'in', [...ids])
        .execute();
      return ids.map((id) => rows.find((row) => row.id === id));
    });
  }

  async of(url: URL): Promise<PageAssessment | null> {
    const pathname = url.pathname.toLowerCase().replace(/\/$/, '');
    const applying = /^\/apply\/(\d{1,9})$/.exec(pathname);
    if (applying) {
      const assessment = await this.assessments.load(Number(applying[1]));
      if (!assessment || registrationRefusal(assessment, this.clock.now())) return null;
      return { page: 'apply', title: assessment.name, lang: assessment.lang };
    }
    const hash = url.searchParams.get('hash') ?? '';
    if (pathname !== '/assessment' || !ATTEMPT_HASH_PATTERN.test(hash)) return null;
    const attempt = await this.startBatches.findAttempt(hash);
    if (attempt?.status !== 'inprogress') return null;
    const assessment = await this.assessments.load(attempt.assessment_id);
    return assessment ? { page: 'exam', title: assessment.name, lang: assessment.lang } : null;
  }
}
