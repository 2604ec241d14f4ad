import { ConfigProvider, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { InterviewForm, InterviewPanel } from '@mizan/shared';
import { panelTableRows, type PanelTableRow } from './panel-table';

/** The table's words, Arabic like the rating form it mirrors. */
export const PANEL_TABLE_TEXT = {
  caption: 'بطاقات تقييم لجنة المقابلة',
  criterion: 'المعيار',
  yours: 'بطاقتك',
  mean: 'متوسط اللجنة',
  total: 'الدرجة من 100',
  notes: 'ملاحظات',
  unnamed: 'محاور',
} as const;

const shown = (value: number | null | undefined, total: boolean) =>
  value === null || value === undefined ? '—' : total ? value.toFixed(2) : String(value);

/**
 * Every submitted scorecard of the panel side by side (shown only after the viewer submitted
 * theirs): a row per criterion of the form, a column per interviewer, the panel's mean last;
 * the totals row is each interviewer's score out of 100 and the panel's interview score.
 */
export function PanelScorecards({ panel, form }: { panel: InterviewPanel; form: InterviewForm }) {
  const rows = useMemo(() => panelTableRows(panel, form, PANEL_TABLE_TEXT.total), [panel, form]);
  const columns: ColumnsType<PanelTableRow> = [
    {
      key: 'criterion',
      title: PANEL_TABLE_TEXT.criterion,
      dataIndex: 'label',
      render: (label: string, row) => (row.total ? <strong>{label}</strong> : label),
    },
    ...panel.scorecards.map((card) => ({
      key: `card-${card.interviewerId}`,
      // The name in its own direction: a Latin name inside Arabic text would scramble its brackets.
      title:
        card.interviewerId === panel.yours?.interviewerId ? (
          <>
            {PANEL_TABLE_TEXT.yours}
            <br />
            <bdi>{card.interviewer ?? PANEL_TABLE_TEXT.unnamed}</bdi>
          </>
        ) : (
          <bdi>{card.interviewer ?? PANEL_TABLE_TEXT.unnamed}</bdi>
        ),
      align: 'center' as const,
      width: 110,
      render: (_: unknown, row: PanelTableRow) => shown(row.ratings[card.interviewerId], row.total === true),
    })),
    {
      key: 'mean',
      title: PANEL_TABLE_TEXT.mean,
      align: 'center',
      width: 110,
      render: (_: unknown, row) => <strong>{shown(row.mean, true)}</strong>,
    },
  ];
  const notes = panel.scorecards.filter((card) => card.notes.trim() !== '');
  return (
    <ConfigProvider direction="rtl">
      <div dir="rtl" lang="ar" data-testid="panel-scorecards">
        <Table<PanelTableRow>
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          columns={columns}
          dataSource={rows}
          title={() => <Typography.Text strong>{PANEL_TABLE_TEXT.caption}</Typography.Text>}
        />
        {notes.length > 0 && (
          <dl style={{ marginBlock: 8 }}>
            {notes.map((card) => (
              <div key={card.interviewerId}>
                <dt style={{ fontWeight: 600 }}>
                  {PANEL_TABLE_TEXT.notes} · <bdi>{card.interviewer ?? PANEL_TABLE_TEXT.unnamed}</bdi>
                </dt>
                <dd dir="auto" style={{ marginInlineStart: 0, textAlign: 'start' }}>
                  {card.notes}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </ConfigProvider>
  );
}
