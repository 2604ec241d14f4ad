import { cockpitMoveOf, type CockpitKey } from './cockpit-keys';

const press = (key: string, options: Partial<CockpitKey> = {}): CockpitKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...options,
});

describe('the grading cockpit keys', () => {
  it('→ and Page Down go forward, ← and Page Up back, mirrored right to left', () => {
    expect(cockpitMoveOf(press('ArrowRight'), 'ltr')).toBe('next');
    expect(cockpitMoveOf(press('ArrowLeft'), 'ltr')).toBe('previous');
    expect(cockpitMoveOf(press('ArrowLeft'), 'rtl')).toBe('next');
    expect(cockpitMoveOf(press('ArrowRight'), 'rtl')).toBe('previous');
    expect(cockpitMoveOf(press('PageDown'), 'rtl')).toBe('next');
    expect(cockpitMoveOf(press('PageUp'), 'ltr')).toBe('previous');
  });

  it('leaves arrows to the field being typed in, where Ctrl+Enter still goes forward', () => {
    const textarea = document.createElement('textarea');
    expect(cockpitMoveOf(press('ArrowRight', { target: textarea }), 'ltr')).toBeNull();
    expect(cockpitMoveOf(press('Enter', { target: textarea, ctrlKey: true }), 'ltr')).toBe('next');
    expect(cockpitMoveOf(press('Enter', { target: textarea, metaKey: true }), 'ltr')).toBe('next');
    expect(cockpitMoveOf(press('ArrowRight', { altKey: true }), 'ltr')).toBeNull();
    expect(cockpitMoveOf(press('Enter'), 'ltr')).toBeNull();
  });
});
