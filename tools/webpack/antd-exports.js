/**
 * The part of antd Mizan uses, and the module every app but mf_exam (the
 * applicant's page) shares under the name 'antd' (shared-subsets.cjs says why). Each line takes a component
 * from antd's own file (antd/es/<folder>): the name 'antd' itself would be
 * the shared package again, whole. It is the applicant's list
 * (antd-applicant-exports.js) plus what only staff screens use.
 */
export * from './antd-applicant-exports.js';
export { default as Affix } from 'antd/es/affix';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar';
export { default as Collapse } from 'antd/es/collapse';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Grid } from 'antd/es/grid';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Timeline } from 'antd/es/timeline';
export { default as Tooltip } from 'antd/es/tooltip';
