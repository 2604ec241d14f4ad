import { Route, Routes } from 'react-router-dom';
import { QUESTION_TYPE_INFO } from '@mizan/shared';
import { SingleEditorPage } from './pages/SingleEditorPage';

/** The single-editor routes of SPEC §2, from shared's QUESTION_TYPE_INFO (RIASEC has none). */
export const SINGLE_EDITOR_ROUTES = Object.values(QUESTION_TYPE_INFO).flatMap((info) =>
  info.route ? [{ path: info.route, type: info.type }] : [],
);

/** mf-questions' screens: one editor per route, nothing elsewhere. */
export function QuestionsApp() {
  return (
    <Routes>
      {SINGLE_EDITOR_ROUTES.map(({ path, type }) => (
        <Route key={path} path={path} element={<SingleEditorPage key={type} type={type} />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
