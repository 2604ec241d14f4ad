/**
 * The part of antd the applicant's page uses (mf_exam and what mf_questions
 * shows in exam mode), shared under the name 'antd' by mf_exam, the page's
 * host there: the applicant's phone then loads these components and not the
 * staff screens' tables, menus and drawers (shared-subsets.cjs says how a
 * build checks that every name the page imports is here). antd-exports.js,
 * what every other app shares, is this list plus the staff components.
 */
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Tag } from 'antd/es/tag';
export { default as Typography } from 'antd/es/typography';
export { default as Upload } from 'antd/es/upload';
export { default as theme } from 'antd/es/theme';
