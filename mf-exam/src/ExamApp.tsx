import { useLocation } from 'react-router-dom';
import { PATHS } from '@mizan/shared';
import { ApplyPage } from './pages/ApplyPage';
import { ExamPage } from './pages/ExamPage';

const APPLY_ADDRESS = new RegExp(`^${PATHS.apply}(?:/([^/]*))?/?$`, 'i');

/** `/apply/{examid}` and `/apply/` (case-insensitive, like the seed's router). */
export function examIdFromPath(pathname: string): string | null {
  const match = APPLY_ADDRESS.exec(pathname);
  if (!match) return null;
  return decodeURIComponent(match[1] ?? '').trim();
}

/** The applicant's screens: Apply and the exam (SPEC §2). */
export function ExamApp() {
  const location = useLocation();
  const examId = examIdFromPath(location.pathname);
  if (examId !== null) return <ApplyPage examId={examId} />;
  const hash = new URLSearchParams(location.search).get('hash') ?? '';
  return <ExamPage key={hash} hash={hash} />;
}
