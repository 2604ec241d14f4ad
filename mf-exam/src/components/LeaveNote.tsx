import { Alert } from 'antd';

/**
 * SPEC §4: leaving the page mid-exam submits it (the stored exam key makes
 * the next load submit with every saved answer). The browser's own leave
 * prompt cannot say so (browsers show their own text), so the page says it
 * before the first question, in the exam's language: below them all it was
 * read only by those who had already finished.
 */
export function LeaveNote({ text }: { text: string }) {
  return <Alert type="info" showIcon title={text} data-testid="leave-note" style={{ marginBottom: 16 }} />;
}
