import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { isMediaUrl, type UploadedFile } from '@mizan/shared';
import { useMediaDeleted } from '../../components/media/useMediaDeleted';
import { isPictureType } from './accepted-files';

function DocumentIcon({ type }: { type: string }) {
  if (type === 'application/pdf') return <FilePdfOutlined />;
  if (type.includes('word')) return <FileWordOutlined />;
  if (type.includes('excel') || type.includes('sheet')) return <FileExcelOutlined />;
  return <FileOutlined />;
}

/**
 * One uploaded file: a picture as a thumbnail, a document as its icon; both
 * link to the file (a new tab). A file deleted under the retention rule is
 * its name and `deletedText` instead.
 */
export function UploadedFileLink({ file, deletedText }: { file: UploadedFile; deletedText: string }) {
  const picture = isPictureType(file.type);
  // A document link loads nothing by itself, so it is asked at once; a picture when its thumbnail fails.
  const { deleted, probe } = useMediaDeleted(file.data, !picture);
  if (!isMediaUrl(file.data)) {
    return <Typography.Text type="secondary">{file.name}</Typography.Text>;
  }
  if (deleted) {
    return (
      <Typography.Text type="secondary" role="note">
        <bdi>{file.name}</bdi>: {deletedText}
      </Typography.Text>
    );
  }
  return (
    <a href={file.data} target="_blank" rel="noopener noreferrer" title={file.name}>
      <Flex gap={8} align="center">
        {picture ? (
          <img
            src={file.data}
            alt={file.name}
            onError={probe}
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
