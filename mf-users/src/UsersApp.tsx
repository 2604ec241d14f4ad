import { Route, Routes } from 'react-router-dom';
import { PATHS } from '@mizan/shared';
import { UsersPage } from './pages/UsersPage';

/** The user-management remote: /dashboard/user, and nothing on any other path. */
export function UsersApp() {
  return (
    <Routes>
      <Route path={PATHS.users} element={<UsersPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
