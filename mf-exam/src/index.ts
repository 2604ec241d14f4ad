// An async boundary, so Module Federation can settle the shared libraries first.
// (src/page-start.ts, the page's first script, has already asked for the exam.)
import('./bootstrap');
