import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PageProviders } from './PageProviders';
import { mizanTheme } from './theme';

describe('PageProviders', () => {
  it("gives plain text (outside any antd component) the theme's font, size and colour, not the browser's serif", () => {
    render(
      <PageProviders>
        <p>The Nile flows from south to north.</p>
      </PageProviders>,
    );
    const token = theme.getDesignToken(mizanTheme);
    // jsdom does not compute inherited fonts: the text must sit inside the element that sets them.
    const page = screen.getByText('The Nile flows from south to north.').closest<HTMLElement>('[style*="font-family"]');
    const fontList = (family = '') => family.replace(/['"]/g, '').replace(/\s+/g, ' ').trim();
    expect(fontList(page?.style.fontFamily)).toBe(fontList(token.fontFamily));
    expect(fontList(page?.style.fontFamily)).toMatch(/sans-serif/);
    expect(page?.style.fontSize).toBe(`${token.fontSize}px`);
    expect(page?.style.color).not.toBe('');
  });
});
