import { Flex, Typography } from 'antd';
import { HIGHLIGHT_LINE_WIDTH, applicantText, isImageSource } from '@mizan/shared';
import { useEffect, useRef, useState } from 'react';
import { useMediaUpload } from '../../components/media/MediaUploadContext';
import type { ExamProps } from '../question-type-ui';
import { DrawingCanvas } from './DrawingCanvas';
import { DrawingSaveStatus } from './DrawingSaveStatus';
import { DrawingToolbar } from './DrawingToolbar';
import { HighlightFrame } from './HighlightFrame';
import { exportDrawing } from './export-drawing';
import { loadImage } from './load-image';
import { PEN_COLORS } from './pens';
import type { Stroke } from './strokes';
import { useDrawingSaver } from './use-drawing-saver';

/**
 * ImageHighlight, examMode: a 1000 × 1000 canvas over the question's picture
 * (SPEC §9: line width 5 by default), drawn on with mouse, finger or pen, a
 * pen colour and width, Undo and Clear. When the applicant stops drawing the
 * picture with the drawing is exported as a PNG and uploaded through the
 * MediaUploadProvider (the exam screen's applicant upload; staff upload in
 * previews), then onAnswer gets its URL. Saving, saved and failed (with
 * Retry) are shown. A drawing saved before (a reload) stays under new strokes
 * until Clear.
 */
export function ImageHighlightExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'ImageHighlight'>) {
  const upload = useMediaUpload();
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const text = applicantText(direction);
  const [color, setColor] = useState(PEN_COLORS[0].value);
  const [width, setWidth] = useState(HIGHLIGHT_LINE_WIDTH);
  const [baseUrl, setBaseUrl] = useState(answer?.drawingUrl ?? '');
  const lastSaved = useRef(answer?.drawingUrl ?? '');
  const latest = useRef({ strokes, baseUrl, answer, question, onAnswer });
  latest.current = { strokes, baseUrl, answer, question, onAnswer };

  // An answer that arrives after the question is shown (the exam loads saved answers) becomes the base, unless drawing has begun.
  const incoming = answer?.drawingUrl ?? '';
  useEffect(() => {
    if (incoming !== '' && incoming !== lastSaved.current && latest.current.strokes.length === 0) {
      lastSaved.current = incoming;
      setBaseUrl(incoming);
    }
  }, [incoming]);

  // Warm up the pictures the export will need.
  useEffect(() => {
    void loadImage(question.qst_image);
  }, [question.qst_image]);
  useEffect(() => {
    void loadImage(baseUrl);
  }, [baseUrl]);

  const saver = useDrawingSaver({
    upload,
    makeBlob: async () => {
      const now = latest.current;
      if (now.strokes.length === 0 && now.baseUrl === '' && !now.answer) return null;
      const [picture, base] = await Promise.all([loadImage(now.question.qst_image), loadImage(now.baseUrl)]);
      return exportDrawing({ picture, base, strokes: now.strokes });
    },
    onSaved: (url) => {
      lastSaved.current = url;
      latest.current.onAnswer({ type: 'ImageHighlight', drawingUrl: url });
    },
  });

  const shownBase = disabled ? incoming : baseUrl;

  return (
    <Flex vertical gap="small" dir={direction}>
      {!disabled && (
        <>
          <Typography.Text type="secondary">
            <bdi>{text.boards.highlightInstruction}</bdi>
          </Typography.Text>
          <DrawingToolbar
            color={color}
            onColor={setColor}
            width={width}
            onWidth={setWidth}
            canUndo={strokes.length > 0}
            onUndo={() => {
              setStrokes((current) => current.slice(0, -1));
              saver.changed();
            }}
            words={text.drawing}
            canClear={strokes.length > 0 || baseUrl !== ''}
            onClear={() => {
              setStrokes([]);
              setBaseUrl('');
              saver.changed();
            }}
          />
        </>
      )}
      <HighlightFrame image={question.qst_image} alt={text.drawing.picture}>
        {shownBase !== '' && isImageSource(shownBase) && (
          <img
            src={shownBase}
            alt={text.drawing.yourDrawing}
            draggable={false}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' }}
          />
        )}
        <DrawingCanvas
          strokes={strokes}
          color={color}
          width={width}
          disabled={disabled}
          ariaLabel={text.drawing.drawingArea}
          onStrokeEnd={(stroke) => {
            setStrokes((current) => [...current, stroke]);
            saver.changed();
          }}
        />
      </HighlightFrame>
      {!disabled && <DrawingSaveStatus state={saver.state} error={saver.error} onRetry={saver.retry} words={text.drawing} />}
    </Flex>
  );
}
