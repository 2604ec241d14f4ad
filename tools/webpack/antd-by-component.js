/**
 * Every antd component shared one by one (ANTD_BY_COMPONENT in
 * shared-subsets.cjs), named in the entry of each page host (the shell;
 * mf_exam on the applicant's page) so that it provides them all: Module
 * Federation provides a package's file only when the build imports it, and
 * mf_exam itself shows only some of them. The other builds only consume
 * them (`import: false`), so a match board's Select on the applicant's page
 * is mf_exam's, with the page's antd contexts. The imports are never
 * called: each component still loads with a screen that shows it. A build
 * fails when this list and ANTD_BY_COMPONENT differ.
 */
export const antdByComponent = {
  card: () => import('antd/es/card'),
  descriptions: () => import('antd/es/descriptions'),
  form: () => import('antd/es/form'),
  input: () => import('antd/es/input'),
  modal: () => import('antd/es/modal'),
  progress: () => import('antd/es/progress'),
  result: () => import('antd/es/result'),
  segmented: () => import('antd/es/segmented'),
  select: () => import('antd/es/select'),
  statistic: () => import('antd/es/statistic'),
  upload: () => import('antd/es/upload'),
};
