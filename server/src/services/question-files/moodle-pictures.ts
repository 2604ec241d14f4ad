/** Moodle's file names for our inline picture types. */
const EXTENSIONS: Record<string, string> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', webp: 'webp', bmp: 'bmp' };

const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/**
 * A Moodle text field's inside: `<text>` with the HTML, each inline picture
 * (a data: address) carried the way Moodle's own export carries a field's
 * files, as a base64 `<file>` beside the text that the HTML names as
 * `@@PLUGINFILE@@/image-1.png` (names are per field, as Moodle's are).
 * A line break inside a text is written `<br>`: HTML reads a bare one as a
 * space.
 */
export function moodleTextWithFiles(html: string): string {
  const files: string[] = [];
  const text = html
    .replace(/\r?\n/g, '<br>')
    .replace(/src="data:image\/([a-z]+);base64,([^"]*)"/gi, (whole, kind: string, data: string) => {
      const extension = EXTENSIONS[kind.toLowerCase()];
      if (!extension) return whole;
      const name = `image-${files.length + 1}.${extension}`;
      files.push(`<file name="${name}" path="/" encoding="base64">${data.replace(/\s+/g, '')}</file>`);
      return `src="@@PLUGINFILE@@/${name}"`;
    });
  return `<text>${cdata(text)}</text>${files.join('')}`;
}
