/**
 * The part of react-router-dom Mizan uses, and the module every app shares
 * under the name 'react-router-dom' (shared-subsets.cjs says why). It takes
 * them from react-router's own ES module (the alias `react-router-module`
 * in create-app-config.cjs): the name 'react-router' itself would be the
 * shared package again, whole.
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-module';
