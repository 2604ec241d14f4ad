import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Collapse, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { APPLICANT_COLUMN_NOTES, APPLICANT_FILE_COLUMNS } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { downloadApplicantTemplate } from '../state/applicant-files';

const COLUMNS = APPLICANT_FILE_COLUMNS.filter((column) => column.imported).map((column) => ({
  header: column.header,
  ...APPLICANT_COLUMN_NOTES[column.key],
}));

/**
 * The import dialog's help: 'Download template' (.xlsx with each column
 * explained, or the .csv heading row) and the same explanations on the page.
 */
export function ImportTemplateHelp() {
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    setProblem(null);
    try {
      await downloadApplicantTemplate(format);
    } catch (error) {
      setProblem(toCallFailure(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Flex gap={8} wrap align="center">
        <Typography.Text>Not sure of the columns?</Typography.Text>
        <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
          Download template (.xlsx)
        </Button>
        <Button type="link" loading={busy === 'csv'} onClick={() => void download('csv')}>
          or .csv
        </Button>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}
      <Collapse
        size="small"
        items={[
          {
            key: 'columns',
            label: 'What each column holds',
            children: (
              <Table
                size="small"
                pagination={false}
                rowKey="header"
                dataSource={COLUMNS}
                columns={[
                  { title: 'Column', dataIndex: 'header', width: 130 },
                  { title: 'Required', dataIndex: 'required', width: 90, render: (required?: boolean) => (required ? 'Yes' : 'No') },
                  { title: 'What it holds', dataIndex: 'holds' },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
