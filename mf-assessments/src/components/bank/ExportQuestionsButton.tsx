import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import type { QuestionFileFormat } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { exportQuestionFile } from '../../state/question-file-calls';

const FORMATS: { key: QuestionFileFormat; label: string }[] = [
  { key: 'moodlexml', label: 'Moodle XML (.xml)' },
  { key: 'qti3', label: 'QTI 3.0 package (.zip)' },
  { key: 'gift', label: 'GIFT (.txt)' },
];

/**
 * 'Export': the chosen questions (bank ids, found when clicked so the
 * current filter's every page is included) or an assessment's, as a Moodle
 * XML file, a QTI 3.0 package or a GIFT text file.
 */
export function ExportQuestionsButton({
  label,
  selection,
  disabled,
}: {
  label: string;
  selection: () => Promise<{ ids: number[] } | { assessment: number }>;
  disabled?: boolean;
}) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async (format: QuestionFileFormat) => {
    setBusy(true);
    try {
      const { name, skipped, readOnly } = await exportQuestionFile(format, await selection());
      const notes = [
        skipped > 0 ? `${skipped} question${skipped === 1 ? ' has a type' : 's have types'} this format cannot carry, left out.` : '',
        readOnly > 0
          ? `${readOnly} question${readOnly === 1 ? '' : 's'} you may only read left out: a file carries answer keys, which stay with their owners.`
          : '',
      ];
      message.success([`${name} downloaded.`, ...notes].filter(Boolean).join(' '));
    } catch (error) {
      modal.error({ title: 'The questions could not be exported', content: toCallFailure(error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled || busy}
      menu={{ items: FORMATS, onClick: ({ key }) => void download(key as QuestionFileFormat) }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
