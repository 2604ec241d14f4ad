import { composeDrawing, exportDrawing } from './export-drawing';
import { fakeContext, installFakeCanvas, securityError, type FakeCanvas } from './fake-canvas';
import { drawStroke, redraw } from './strokes';

const picture = { naturalWidth: 2000, naturalHeight: 1000 } as HTMLImageElement;
const base = { naturalWidth: 1000, naturalHeight: 1000 } as HTMLImageElement;
const line = {
  color: '#e53935',
  width: 5,
  points: [
    { x: 10, y: 20 },
    { x: 30, y: 40 },
    { x: 50, y: 60 },
  ],
};

describe('strokes', () => {
  it('draw a line through their points with the pen’s colour and width, round ends', () => {
    const context = fakeContext();
    drawStroke(context, line);
    expect(context.calls.map((call) => call.name)).toEqual(['beginPath', 'moveTo', 'lineTo', 'lineTo', 'stroke']);
    expect(context.moveTo).toHaveBeenCalledWith(10, 20);
    expect(context).toMatchObject({ strokeStyle: '#e53935', lineWidth: 5, lineCap: 'round', lineJoin: 'round' });
  });

  it('draw only the new part when told where to start', () => {
    const context = fakeContext();
    drawStroke(context, line, 1);
    expect(context.moveTo).toHaveBeenCalledWith(30, 40);
    expect(context.lineTo).toHaveBeenCalledTimes(1);
  });

  it('draw a single point as a dot', () => {
    const context = fakeContext();
    drawStroke(context, { color: '#000', width: 10, points: [{ x: 5, y: 5 }] });
    expect(context.arc).toHaveBeenCalledWith(5, 5, 5, 0, Math.PI * 2);
    expect(context.fill).toHaveBeenCalled();
  });

  it('are all drawn again on a cleared square after an undo', () => {
    const context = fakeContext();
    redraw(context, [line, line], 1000);
    expect(context.calls[0]).toEqual({ name: 'clearRect', args: [0, 0, 1000, 1000] });
    expect(context.stroke).toHaveBeenCalledTimes(2);
  });
});

describe('composeDrawing', () => {
  it('draws the picture fitted as on screen, then the earlier drawing, then the strokes', () => {
    const context = fakeContext();
    composeDrawing(context, { picture, base, strokes: [line] });
    expect(context.drawImage.mock.calls).toEqual([
      [picture, 0, 250, 1000, 500],
      [base, 0, 0, 1000, 1000],
    ]);
    const names = context.calls.map((call) => call.name);
    expect(names.indexOf('stroke')).toBeGreaterThan(names.lastIndexOf('drawImage'));
  });
});

describe('exportDrawing', () => {
  let canvas: FakeCanvas;
  beforeEach(() => {
    canvas = installFakeCanvas();
  });
  afterEach(() => canvas.restore());

  it('gives a PNG of the 1000 × 1000 square', async () => {
    const blob = await exportDrawing({ picture, base: null, strokes: [line] });
    expect(blob.type).toBe('image/png');
    expect(canvas.contexts[0].drawImage).toHaveBeenCalledWith(picture, 0, 250, 1000, 500);
  });

  it('leaves out a picture that taints the canvas instead of failing', async () => {
    canvas.failNextExports.push(securityError());
    const blob = await exportDrawing({ picture, base, strokes: [line] });
    expect(blob.type).toBe('image/png');
    const drawn = canvas.contexts[0].drawImage.mock.calls.map((call) => call[0]);
    expect(drawn).toEqual([picture, base, base]);
  });

  it('fails with other errors', async () => {
    canvas.failNextExports.push(new Error('out of memory'));
    await expect(exportDrawing({ picture: null, base: null, strokes: [line] })).rejects.toThrow('out of memory');
  });
});
