/**
 * The part of antd Mizan uses, and the module every app but mf_exam (the
 * applicant's page) shares under the name 'antd' (shared-subsets.cjs says why). Each line takes a component
 * from antd's own file (antd/es/<folder>): the name 'antd' itself would be
 * the shared package again, whole. It is the applicant's list
 * (antd-applicant-exports.js) plus what only staff screens use.
 */
export * from './antd-applicant-exports.js';
export { default as Affix } from 'antd/es/affix';
export { default as App } from 'antd/es/app';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar';
export { default as Card } from 'antd/es/card';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Timeline } from 'antd/es/timeline';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Upload } from 'antd/es/upload';
