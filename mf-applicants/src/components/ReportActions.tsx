import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { App, Button, Dropdown, Flex } from 'antd';
import { useState } from 'react';
import { toCallFailure } from '@mizan/shared/browser';
import { downloadReport, reportPrintPath, type ReportFormat, type ReportLanguage, type ReportTarget } from '../state/report-files';

const FORMATS: Array<{ key: string; label: string; format: ReportFormat; lang: ReportLanguage }> = [
  { key: 'csv-en', label: 'CSV (.csv), English', format: 'csv', lang: 'en' },
  { key: 'xlsx-en', label: 'Excel (.xlsx), English', format: 'xlsx', lang: 'en' },
  { key: 'csv-ar', label: 'CSV (.csv), Arabic', format: 'csv', lang: 'ar' },
  { key: 'xlsx-ar', label: 'Excel (.xlsx), Arabic', format: 'xlsx', lang: 'ar' },
];

/**
 * Export (CSV or Excel, English or Arabic headings) and Print (an A4 page in
 * English or Arabic, in a new tab) of the merit list of a school or of an
 * admission round's decisions. `what` names it in the buttons' accessible
 * names ("Export the merit list").
 */
export function ReportActions({ target, what }: { target: ReportTarget; what: string }) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const download = async (key: string) => {
    const choice = FORMATS.find((entry) => entry.key === key);
    if (!choice) return;
    setExporting(true);
    try {
      const name = await downloadReport(target, choice.format, choice.lang);
      message.success(`Downloaded ${name}.`);
    } catch (error) {
      message.error(`The export could not be made: ${toCallFailure(error).message}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex gap={8} wrap>
      <Dropdown
        menu={{ items: FORMATS.map(({ key, label }) => ({ key, label })), onClick: ({ key }) => void download(key) }}
        disabled={exporting}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} aria-label={`Export ${what}`}>
          Export
        </Button>
      </Dropdown>
      <Button
        icon={<PrinterOutlined aria-hidden />}
        href={reportPrintPath(target, 'en')}
        target="_blank"
        rel="noopener"
        aria-label={`Print ${what}`}
      >
        Print
      </Button>
      <Button
        icon={<PrinterOutlined aria-hidden />}
        href={reportPrintPath(target, 'ar')}
        target="_blank"
        rel="noopener"
        aria-label={`Print in Arabic: ${what}`}
      >
        Print in Arabic
      </Button>
    </Flex>
  );
}
