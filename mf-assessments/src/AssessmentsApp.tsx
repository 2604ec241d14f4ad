import { Route, Routes } from 'react-router-dom';
import { AssessmentViewPage } from './pages/AssessmentViewPage';
import { AssessmentsPage } from './pages/AssessmentsPage';
import { BankPage } from './pages/BankPage';
import { BuilderPage } from './pages/BuilderPage';
import { ExamRoomPage } from './pages/ExamRoomPage';
import { GradingCockpitPage } from './pages/GradingCockpitPage';
import { ItemAnalysisPage } from './pages/ItemAnalysisPage';
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
      <Route path="/dashboard/assessments" element={<AssessmentsPage />} />
      <Route path="/dashboard/Subjects" element={<SubjectsPage />} />
      <Route path="/dashboard/StudentsExams" element={<StudentsExamsPage />} />
      <Route path="/dashboard/bank" element={<BankPage />} />
      <Route path="/assessmentcomponent" element={<BuilderPage />} />
      <Route path="/assessmentViewComponent" element={<AssessmentViewPage />} />
      <Route path="/dashboard/grading/:examId?" element={<GradingCockpitPage />} />
      <Route path="/dashboard/itemanalysis/:examId?" element={<ItemAnalysisPage />} />
      <Route path="/dashboard/examroom/:examId?" element={<ExamRoomPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
