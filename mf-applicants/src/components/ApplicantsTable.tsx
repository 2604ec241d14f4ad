import { ConfigProvider, Table, type TableColumnsType, type TableProps, type ThemeConfig } from 'antd';
import { memo, useMemo } from 'react';
import { tableWidth, type Applicant, type ApplicantColumnKey, type ApplicantSort } from '@mizan/shared';
import { useKeyboardScrollArea } from '@mizan/shared/browser';
import { actionsWidth, applicantColumn, type ColumnContext, type TableSort } from './applicant-columns';

export type { ApplicantAction, TableSort } from './applicant-columns';

interface Props extends ColumnContext {
  applicants: readonly Applicant[];
  /** The columns drawn, in order (shared/src/domain/table-columns.ts `shownColumns`). */
  columnKeys: readonly ApplicantColumnKey[];
  loading: boolean;
  height: number;
  onSortChange: (sort: TableSort | null) => void;
  emptyText: string;
}

/** Denser rows than antd's small table: a row is a small control's height and 3 px above and below, so more rows fit. */
const DENSE_ROWS: ThemeConfig = { components: { Table: { cellPaddingBlockSM: 3, cellPaddingInlineSM: 6 } } };

/**
 * The applicants table (SPEC §2): the columns this staff member chose (by
 * default the SPEC's, in its order and words), every one sortable, # and Name
 * fixed at the start and Actions at the end, the header fixed above a body
 * virtualized so 20,000 rows scroll smoothly (only the rows in view are in
 * the page).
 */
export const ApplicantsTable = memo(function ApplicantsTable(props: Props) {
  const {
    applicants,
    columnKeys,
    scoreColumns,
    flags,
    canChangeChoices,
    loading,
    height,
    sort,
    onSortChange,
    onAction,
    onChoice,
    emptyText,
  } = props;

  const columns = useMemo<TableColumnsType<Applicant>>(
    () => columnKeys.map((key) => applicantColumn(key, { scoreColumns, flags, canChangeChoices, sort, onAction, onChoice })),
    [columnKeys, flags, scoreColumns, canChangeChoices, sort, onAction, onChoice],
  );

  const onChange: TableProps<Applicant>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (single && single.order && typeof single.columnKey === 'string') {
      onSortChange({ field: single.columnKey as ApplicantSort, order: single.order });
    } else onSortChange(null);
  };

  const scrollArea = useKeyboardScrollArea<HTMLDivElement>('Applicants table');

  return (
    <div ref={scrollArea}>
      <ConfigProvider theme={DENSE_ROWS}>
        <Table<Applicant>
          rowKey="id"
          size="small"
          bordered
          virtual
          columns={columns}
          dataSource={applicants as Applicant[]}
          loading={loading ? { spinning: true, description: 'Loading applicants…' } : false}
          pagination={false}
          scroll={{ x: tableWidth(columnKeys, actionsWidth(flags)), y: height }}
          onChange={onChange}
          locale={{ emptyText }}
        />
      </ConfigProvider>
    </div>
  );
});
