import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Button, Tooltip, Typography } from 'antd';
import { applyLink } from './apply-link';

/**
 * 'Copy link' on a published assessment's row: its public apply link goes to
 * the clipboard, so it can be shared any time after publishing, not only
 * when the publish notice shows it. Where the browser refuses the clipboard
 * (an http:// address other than localhost), the link is shown to copy by hand.
 */
export function CopyApplyLinkButton({ id, title }: { id: number; title: string }) {
  const { message, modal } = App.useApp();
  const link = applyLink(id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(`Apply link copied: ${link}`);
    } catch {
      modal.info({
        title: 'Copy the apply link',
        content: (
          <Typography.Paragraph copyable={{ text: link }} style={{ marginBottom: 0 }}>
            <bdi dir="ltr">{link}</bdi>
          </Typography.Paragraph>
        ),
      });
    }
  };

  return (
    <Tooltip title={link}>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label={`Copy link: the apply link of ${title}`}>
        Copy link
      </Button>
    </Tooltip>
  );
}
