import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, handOffBootShell, PAGE_PENDING } from './boot-shell.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(withBoot: boolean) {
  document.body.innerHTML = `${withBoot ? '<div id="boot"><h1>Welcome back, Ana!</h1></div>' : ''}<div id="root"></div>`;
  return document.getElementById('root')!;
}

describe('the hand-off of the server-painted page top', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('keeps the top while the page is pending, and removes it once the page is in', async () => {
    const root = setUp(true);
    expect(handOffBootShell(root)).toBe(true);
    root.innerHTML = `<a href="#main">Skip</a><div ${PAGE_PENDING}="">Loading</div>`;
    await flush();
    expect(document.getElementById('boot')).not.toBeNull();
    root.innerHTML = '<a href="#main">Skip</a><main><h1>Welcome back, Ana!</h1></main>';
    await flush();
    expect(document.getElementById('boot')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('removes the top for whatever page comes instead (a sign-in, an error)', async () => {
    const root = setUp(true);
    handOffBootShell(root);
    root.innerHTML = '<main><h1>Sign in</h1></main>';
    await flush();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('does nothing on a page without one', () => {
    expect(handOffBootShell(setUp(false))).toBe(false);
  });

  it('renders after the next frame, or after 100 ms when no frame comes', () => {
    vi.useFakeTimers();
    const render = vi.fn();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    afterFirstPaint(render);
    vi.advanceTimersByTime(50);
    expect(render).not.toHaveBeenCalled();
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(render).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    afterFirstPaint(hidden);
    vi.advanceTimersByTime(99);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
