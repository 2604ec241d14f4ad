import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { isMediaUrl, type UploadedFile } from '@mizan/shared';
import { isPictureType } from './accepted-files';

function DocumentIcon({ type }: { type: string }) {
  if (type === 'application/pdf') return <FilePdfOutlined />;
  if (type.includes('word')) return <FileWordOutlined />;
  if (type.includes('excel') || type.includes('sheet')) return <FileExcelOutlined />;
  return <FileOutlined />;
}

/** One uploaded file: a picture as a thumbnail, a document as its icon; both link to the file (a new tab). */
export function UploadedFileLink({ file }: { file: UploadedFile }) {
  if (!isMediaUrl(file.data)) {
    return <Typography.Text type="secondary">{file.name}</Typography.Text>;
  }
  return (
    <a href={file.data} target="_blank" rel="noopener noreferrer" title={file.name}>
      <Flex gap={8} align="center">
        {isPictureType(file.type) ? (
          <img
            src={file.data}
            alt={file.name}
            style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
          />
        ) : (
          <span style={{ fontSize: 24 }} aria-hidden>
            <DocumentIcon type={file.type} />
          </span>
        )}
        <bdi>{file.name}</bdi>
      </Flex>
    </a>
  );
}
