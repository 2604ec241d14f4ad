import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@mizan/shared';
import { AppealsPage } from './pages/AppealsPage';
import { AssessmentViewPage } from './pages/AssessmentViewPage';
import { AssessmentsPage } from './pages/AssessmentsPage';
import { BankPage } from './pages/BankPage';
import { BuilderPage } from './pages/BuilderPage';
import { ExamRoomPage } from './pages/ExamRoomPage';
import { GradingCockpitPage } from './pages/GradingCockpitPage';
import { ItemAnalysisPage } from './pages/ItemAnalysisPage';
import { MarkingPage } from './pages/MarkingPage';
import { RegradePage } from './pages/RegradePage';
import { StudentsExamsPage } from './pages/StudentsExamsPage';
import { SubjectsPage } from './pages/SubjectsPage';

/**
 * The assessments remote (SPEC §2): the assessments list, subjects, taken
 * assessments, the builder and the view/grading page, and ours: the grading
 * cockpit, item analysis and exam-day control room of one assessment, and the question bank; nothing on any other path.
 * Routes match case-insensitively, like the shell's.
 */
export function AssessmentsApp() {
  return (
    <Routes>
      <Route path={PATHS.assessments} element={<AssessmentsPage />} />
      <Route path={PATHS.subjects} element={<SubjectsPage />} />
      <Route path={PATHS.takenAssessments} element={<StudentsExamsPage />} />
      <Route path={PATHS.bank} element={<BankPage />} />
      <Route path={PATHS.builder} element={<BuilderPage />} />
      <Route path={PATHS.assessmentView} element={<AssessmentViewPage />} />
      <Route path={`${PATHS.grading}/:examId?`} element={<GradingCockpitPage />} />
      <Route path={`${PATHS.itemAnalysis}/:examId?`} element={<ItemAnalysisPage />} />
      <Route path={`${PATHS.examRoom}/:examId?`} element={<ExamRoomPage />} />
      <Route path={`${PATHS.regrade}/:examId?`} element={<RegradePage />} />
      <Route path={`${PATHS.marking}/:examId?`} element={<MarkingPage />} />
      <Route path={PATHS.appeals} element={<AppealsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
