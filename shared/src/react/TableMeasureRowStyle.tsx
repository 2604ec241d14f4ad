/**
 * antd's Table measures its column widths in a row it hides from screen
 * readers (`aria-hidden`) and draws every column title into it again, the
 * selection column's 'Select all' checkbox too: a control a keyboard could
 * Tab into without seeing it, inside a part screen readers are told to skip
 * (axe: aria-hidden-focus). `visibility: hidden` keeps the widths the row
 * measures and takes its copies out of the tab order.
 */
const MEASURE_ROW_CSS = '.ant-table-measure-row > td > div { visibility: hidden; }';

/** One style element for the whole document, however many React roots draw it (React hoists and shares it by href). */
export function TableMeasureRowStyle() {
  return (
    <style href="mizan-table-measure-row" precedence="default">
      {MEASURE_ROW_CSS}
    </style>
  );
}
