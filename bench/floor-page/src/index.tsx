import { createRoot } from 'react-dom/client';
import { FloorPage } from './FloorPage';

/**
 * The floor page (bench/floor-page/README.md): what the applicant's exam
 * page could at least cost a phone's processor, built by mf_exam's webpack
 * configuration without Module Federation and measured beside the real
 * pages by bench/page-cpu.mjs and bench/budgets.mjs.
 */
const container = document.getElementById('root');
if (container) createRoot(container).render(<FloorPage />);
