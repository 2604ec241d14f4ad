import { containBox, toCanvasPoint } from './canvas-geometry';

describe('toCanvasPoint', () => {
  it('maps the canvas as drawn on screen to the 1000 × 1000 drawing space', () => {
    const rect = { left: 20, top: 100, width: 500, height: 500 };
    expect(toCanvasPoint(20, 100, rect)).toEqual({ x: 0, y: 0 });
    expect(toCanvasPoint(270, 350, rect)).toEqual({ x: 500, y: 500 });
    expect(toCanvasPoint(520, 600, rect)).toEqual({ x: 1000, y: 1000 });
  });

  it('gives the same point on a phone-sized and a desktop-sized canvas', () => {
    expect(toCanvasPoint(75, 30, { left: 0, top: 0, width: 300, height: 300 })).toEqual({ x: 250, y: 100 });
    expect(toCanvasPoint(200, 80, { left: 0, top: 0, width: 800, height: 800 })).toEqual({ x: 250, y: 100 });
  });

  it('holds points dragged past the edge on the edge', () => {
    expect(toCanvasPoint(-50, 2000, { left: 0, top: 0, width: 500, height: 500 })).toEqual({ x: 0, y: 1000 });
    expect(toCanvasPoint(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('containBox', () => {
  it('fits a wide picture across the square, centred top to bottom', () => {
    expect(containBox(2000, 1000)).toEqual({ x: 0, y: 250, width: 1000, height: 500 });
  });

  it('fits a tall picture top to bottom, centred across', () => {
    expect(containBox(300, 600)).toEqual({ x: 250, y: 0, width: 500, height: 1000 });
  });

  it('fills the square with a square picture, and with an unknown size', () => {
    expect(containBox(50, 50)).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
    expect(containBox(0, 0)).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
  });
});
