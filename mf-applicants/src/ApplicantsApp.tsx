import { Route, Routes } from 'react-router-dom';
import { AddApplicantPage } from './pages/AddApplicantPage';
import { ApplicantsPage } from './pages/ApplicantsPage';
import { ApplicantViewPage } from './pages/ApplicantViewPage';

/**
 * The applicants remote (SPEC §2): the applicants table, one applicant's
 * page and the add-applicant page; nothing on any other path. Routes match
 * case-insensitively, like the shell's.
 */
export function ApplicantsApp() {
  return (
    <Routes>
      <Route path="/dashboard/Applicants" element={<ApplicantsPage />} />
      <Route path="/applicantViewComponent" element={<ApplicantViewPage />} />
      <Route path="/applicantcomponent" element={<AddApplicantPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
