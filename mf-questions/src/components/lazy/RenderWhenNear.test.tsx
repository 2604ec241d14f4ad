import { act, fireEvent, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

/** A stand-in IntersectionObserver whose observed elements the test brings near the screen. */
class FakeObserver {
  static observers: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.observers.push(this);
  }
  observe() {}
  disconnect() {}
  bringNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const heavy = () => (
  <RenderWhenNear placeholder={<span>waiting</span>}>
    <button type="button">Draw here</button>
  </RenderWhenNear>
);

describe('a question far down the exam page', () => {
  it('draws nothing of its answer area until it comes near the screen, then keeps it', () => {
    render(heavy());
    expect(screen.queryByRole('button', { name: 'Draw here' })).toBeNull();
    act(() => FakeObserver.observers[0].bringNear());
    expect(screen.getByRole('button', { name: 'Draw here' })).toBeInTheDocument();
  });

  it('draws it when the keyboard reaches its place', () => {
    render(heavy());
    const placeholder = screen.getByText('waiting').parentElement!;
    expect(placeholder).toHaveAttribute('tabindex', '0');
    fireEvent.focus(placeholder);
    expect(screen.getByRole('button', { name: 'Draw here' })).toBeInTheDocument();
  });

  it('draws it at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(heavy());
    expect(screen.getByRole('button', { name: 'Draw here' })).toBeInTheDocument();
  });
});
