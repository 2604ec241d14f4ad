import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Checkbox, Flex, Modal, Result, Space, Spin, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { IMPORT_MAX_BYTES, type ImportPreview } from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { commitImport, importContentType, previewImport } from '../state/applicant-files';
import { ImportTemplateHelp } from './ImportTemplateHelp';

type PreviewRow = ImportPreview['rows'][number];

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called after a successful import, so the list can reload. */
  onImported: () => void;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'importing'; file: File; preview: ImportPreview }
  | { kind: 'done'; imported: number; dropped: number; message?: string };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The rows of a preview that can block the import, first. */
function problemCount(preview: ImportPreview): number {
  return preview.rows.filter((row) => row.messages.length > 0).length;
}

/**
 * Import applicants from a CSV or .xlsx file (ours). The file is checked
 * first: every row is shown with its problems, and nothing is imported while
 * a row has one, unless the admin explicitly drops those rows. The import
 * itself is one transaction on the server, all or nothing.
 */
export function ImportModal({ open, onClose, onImported }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [dropInvalid, setDropInvalid] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(false);

  const check = async (file: File) => {
    setFailure(null);
    setDropInvalid(false);
    setOnlyProblems(false);
    if (!importContentType(file)) {
      setFailure({ status: null, message: `${file.name} is neither a .csv nor an .xlsx file.` });
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setFailure({ status: null, message: `${file.name} is larger than ${megabytes(IMPORT_MAX_BYTES)}; split it into smaller files.` });
      return;
    }
    setStage({ kind: 'checking', file });
    try {
      const preview = await previewImport(file);
      setStage({ kind: 'preview', file, preview });
      setOnlyProblems(problemCount(preview) > 0);
    } catch (error) {
      setFailure(toCallFailure(error));
      setStage({ kind: 'choose' });
    }
  };

  const commit = async () => {
    if (stage.kind !== 'preview') return;
    setFailure(null);
    setStage({ kind: 'importing', file: stage.file, preview: stage.preview });
    try {
      const result = await commitImport(stage.file, dropInvalid);
      setStage({ kind: 'done', ...result });
      onImported();
    } catch (error) {
      setFailure(toCallFailure(error));
      setStage({ kind: 'preview', file: stage.file, preview: stage.preview });
    }
  };

  const preview = stage.kind === 'preview' || stage.kind === 'importing' ? stage.preview : null;
  const invalid = preview ? problemCount(preview) : 0;
  const valid = preview ? preview.rows.length - invalid : 0;
  const blocked = preview === null || valid === 0 || (invalid > 0 && !dropInvalid);

  const footer =
    stage.kind === 'done' ? (
      <Button type="primary" onClick={onClose}>
        Close
      </Button>
    ) : (
      <Space>
        {preview && (
          <Button onClick={() => setStage({ kind: 'choose' })} disabled={stage.kind === 'importing'}>
            Choose another file
          </Button>
        )}
        <Button onClick={onClose} disabled={stage.kind === 'importing'}>
          Cancel
        </Button>
        {preview && (
          <Button type="primary" onClick={commit} disabled={blocked} loading={stage.kind === 'importing'}>
            {`Import ${valid.toLocaleString()} applicant${valid === 1 ? '' : 's'}`}
          </Button>
        )}
      </Space>
    );

  return (
    <Modal
      open={open}
      title="Import applicants"
      onCancel={stage.kind === 'importing' ? undefined : onClose}
      closable={stage.kind !== 'importing'}
      footer={footer}
      mask={{ closable: false }}
      width={preview ? 1100 : 620}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure.message} />}
      {(stage.kind === 'choose' || stage.kind === 'checking') && (
        <Spin spinning={stage.kind === 'checking'} description={stage.kind === 'checking' ? `Checking ${stage.file.name}…` : undefined}>
          <Upload.Dragger
            accept=".csv,.xlsx"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void check(file);
              return false;
            }}
            disabled={stage.kind === 'checking'}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag a .csv or .xlsx file here</p>
            <p className="ant-upload-hint">
              One applicant per row, with a header row naming the columns (name, ssn, gender, email, mobile, prep_mark, math, english,
              std_code, school, career, position, job). Nothing is imported before you have seen the check.
            </p>
          </Upload.Dragger>
          <ImportTemplateHelp />
        </Spin>
      )}
      {preview && (
        <PreviewView
          preview={preview}
          fileName={(stage as { file: File }).file.name}
          invalid={invalid}
          valid={valid}
          dropInvalid={dropInvalid}
          onDropInvalid={setDropInvalid}
          onlyProblems={onlyProblems}
          onOnlyProblems={setOnlyProblems}
          busy={stage.kind === 'importing'}
        />
      )}
      {stage.kind === 'done' && (
        <Result
          status="success"
          title={`Imported ${stage.imported.toLocaleString()} applicant${stage.imported === 1 ? '' : 's'}.`}
          subTitle={
            stage.dropped > 0
              ? `${stage.dropped.toLocaleString()} row${stage.dropped === 1 ? '' : 's'} with problems ${stage.dropped === 1 ? 'was' : 'were'} left out.`
              : (stage.message ?? 'Every row of the file was imported.')
          }
        />
      )}
    </Modal>
  );
}

interface PreviewProps {
  preview: ImportPreview;
  fileName: string;
  invalid: number;
  valid: number;
  dropInvalid: boolean;
  onDropInvalid: (drop: boolean) => void;
  onlyProblems: boolean;
  onOnlyProblems: (only: boolean) => void;
  busy: boolean;
}

function PreviewView({ preview, fileName, invalid, valid, dropInvalid, onDropInvalid, onlyProblems, onOnlyProblems, busy }: PreviewProps) {
  const rows = useMemo(
    () => (onlyProblems ? preview.rows.filter((row) => row.messages.length > 0 || (row.warnings?.length ?? 0) > 0) : preview.rows),
    [preview.rows, onlyProblems],
  );

  const columns = useMemo<TableColumnsType<PreviewRow>>(
    () => [
      { title: 'Row', dataIndex: 'row', width: 64, fixed: 'left' },
      {
        title: 'Check',
        key: 'status',
        width: 92,
        fixed: 'left',
        render: (_: unknown, row) =>
          row.messages.length > 0 ? (
            <Tag color="error">Invalid</Tag>
          ) : (row.warnings?.length ?? 0) > 0 ? (
            <Tag color="warning">Check</Tag>
          ) : (
            <Tag color="success">OK</Tag>
          ),
      },
      {
        title: 'Problems',
        key: 'messages',
        width: 340,
        fixed: 'left',
        render: (_: unknown, row) =>
          row.messages.length === 0 && (row.warnings?.length ?? 0) === 0 ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {[
                ...row.messages.map((problem) => ({ ...problem, kind: 'danger' as const })),
                ...(row.warnings ?? []).map((warning) => ({ ...warning, kind: 'warning' as const })),
              ].map((problem, index) => (
                <li key={index}>
                  <Typography.Text type={problem.kind}>
                    {problem.field ? `${problem.field}: ` : ''}
                    {problem.message}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ),
      },
      ...preview.columns.map((column) => ({
        title: column,
        key: column,
        width: 140,
        ellipsis: true,
        render: (_: unknown, row: PreviewRow) => {
          const bad = row.messages.some((problem) => problem.field === column);
          const corrected = row.warnings?.some((warning) => warning.field === column);
          const value = row.values[column] ?? '';
          if (bad)
            return (
              <Typography.Text type="danger" strong>
                {value || '(empty)'}
              </Typography.Text>
            );
          return corrected ? (
            <Typography.Text type="warning" strong>
              {value}
            </Typography.Text>
          ) : (
            value
          );
        },
      })),
    ],
    [preview.columns],
  );

  const checked = preview.rows.filter((row) => row.messages.length === 0 && (row.warnings?.length ?? 0) > 0).length;
  return (
    <>
      <Alert
        type={invalid > 0 ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          invalid > 0
            ? `${fileName}: ${preview.rows.length.toLocaleString()} rows, ${invalid.toLocaleString()} with problems. Nothing is imported while a row has a problem.`
            : `${fileName}: all ${preview.rows.length.toLocaleString()} rows are ready to import.`
        }
        description={
          invalid > 0 ? 'Correct the file and choose it again, or drop the rows with problems and import only the clean ones.' : undefined
        }
      />
      {checked > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${checked.toLocaleString()} row${checked === 1 ? ' was' : 's were'} read with a correction (marked Check): look at ${checked === 1 ? 'it' : 'them'} before importing.`}
        />
      )}
      <Flex gap={16} wrap align="center" style={{ marginBottom: 8 }}>
        {invalid > 0 && valid === 0 && <Typography.Text type="secondary">No row of this file can be imported yet.</Typography.Text>}
        {invalid > 0 && valid > 0 && (
          <Checkbox checked={dropInvalid} onChange={(event) => onDropInvalid(event.target.checked)} disabled={busy}>
            {`Drop the ${invalid.toLocaleString()} row${invalid === 1 ? '' : 's'} with problems and import the other ${valid.toLocaleString()}`}
          </Checkbox>
        )}
        {invalid > 0 && (
          <Checkbox checked={onlyProblems} onChange={(event) => onOnlyProblems(event.target.checked)}>
            Show only rows with problems
          </Checkbox>
        )}
      </Flex>
      <Table<PreviewRow>
        rowKey="row"
        size="small"
        bordered
        virtual
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 64 + 92 + 340 + preview.columns.length * 140, y: 400 }}
        rowClassName={(row) => (row.messages.length > 0 ? 'mizan-import-invalid' : '')}
        aria-label="Import preview"
      />
    </>
  );
}
