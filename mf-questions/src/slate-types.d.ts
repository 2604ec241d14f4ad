/**
 * Slate's custom types for mf-questions: the editor's nodes are exactly the
 * shared rich-text model (@mizan/shared rich-text.ts), so a value from the
 * editor is a RichText with no conversion, and the server checks the same shape.
 */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { RichTextElement, RichTextLeaf } from '@mizan/shared';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: RichTextLeaf;
  }
}
