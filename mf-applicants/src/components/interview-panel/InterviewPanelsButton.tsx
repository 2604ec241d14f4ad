import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { InterviewPanelsModal } from './InterviewPanelsModal';

/** The applicants page's "Interview panels" button (interview holders) and its modal, opened afresh each time. */
export function InterviewPanelsButton({ isAdmin }: { isAdmin: boolean }) {
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<TeamOutlined />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        Interview panels
      </Button>
      {opening > 0 && <InterviewPanelsModal key={opening} open={open} onClose={() => setOpen(false)} isAdmin={isAdmin} />}
    </>
  );
}
