import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@mizan/shared';
import { AddApplicantPage } from './pages/AddApplicantPage';
import { ApplicantsPage } from './pages/ApplicantsPage';
import { ApplicantViewPage } from './pages/ApplicantViewPage';
import { AdmissionsPage } from './pages/AdmissionsPage';

/**
 * The applicants remote (SPEC §2): the applicants table, one applicant's
 * page and the add-applicant page, and (ours) the admissions page; nothing
 * on any other path. Routes match case-insensitively, like the shell's.
 */
export function ApplicantsApp() {
  return (
    <Routes>
      <Route path={PATHS.applicants} element={<ApplicantsPage />} />
      <Route path={PATHS.applicantView} element={<ApplicantViewPage />} />
      <Route path={PATHS.addApplicant} element={<AddApplicantPage />} />
      <Route path={PATHS.admissions} element={<AdmissionsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
