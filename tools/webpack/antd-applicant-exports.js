/**
 * The part of antd the applicant's page uses (mf_exam and what mf_questions
 * shows in exam mode), shared under the name 'antd' by mf_exam, the page's
 * host there: the applicant's phone then loads these components and not the
 * staff screens' tables, menus and drawers (shared-subsets.cjs says how a
 * build checks that every name the page imports is here). antd-exports.js,
 * what every other app shares, is this list plus the staff components.
 * What the page shows only on some screens (the apply form, a match board's
 * pick list, a file upload, the result) is not here: those components are
 * shared one by one (ANTD_BY_COMPONENT in shared-subsets.cjs) and load with
 * the screen that shows them.
 */
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Divider } from 'antd/es/divider';
export { default as Flex } from 'antd/es/flex';
export { default as Radio } from 'antd/es/radio';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Tag } from 'antd/es/tag';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';
