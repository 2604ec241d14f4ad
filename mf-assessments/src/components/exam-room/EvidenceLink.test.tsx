import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { EvidenceLink } from './EvidenceLink';

describe("an attempt's evidence link", () => {
  test('opens the evidence pack of that attempt in a new tab, named for a screen reader', () => {
    render(<EvidenceLink attemptId={42} name="Hala Evidence" />);
    const link = screen.getByRole('link', { name: 'Evidence pack of Hala Evidence (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/print/evidence?attempt=42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveTextContent('Evidence');
  });

  test('says it in Arabic in a right-to-left room', () => {
    render(
      <ConfigProvider direction="rtl">
        <EvidenceLink attemptId={7} name="هالة" />
      </ConfigProvider>,
    );
    const link = screen.getByRole('link', { name: 'ملف أدلة هالة (يُفتح في علامة تبويب جديدة)' });
    expect(link).toHaveTextContent('أدلة');
    expect(link).toHaveAttribute('href', '/print/evidence?attempt=7');
  });
});
