import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/achievement-card.ts';
import { QUOTE_TEMPLATES } from '../lib/share.ts';
import { AchievementCardMaker } from './achievement-card-maker.tsx';

/** A 2D context that records calls (jsdom has no canvas). */
function fakeContext() {
  const calls: { method: string; args: unknown[] }[] = [];
  const ctx = new Proxy(
    {},
    {
      get(_target, prop: string) {
        if (prop === 'calls') return calls;
        if (prop === 'measureText') return (text: string) => ({ width: text.length * 20 });
        if (prop === 'createLinearGradient') return () => ({ addColorStop: () => {} });
        return (...args: unknown[]) => calls.push({ method: prop, args });
      },
      set: () => true,
    },
  );
  return ctx as unknown as CanvasRenderingContext2D & { calls: typeof calls };
}

function renderMaker() {
  return render(
    <>
      <AchievementCardMaker
        title="Upper Body Builder"
        exercises={4}
        minutes={22}
        calories={198}
        date="2026-03-01"
      />
      <Toaster />
    </>,
  );
}

const photo = () => new File(['fake'], 'me.jpg', { type: 'image/jpeg' });
const toastText = async (text: string) => (await screen.findAllByText(text))[0];

describe('AchievementCardMaker', () => {
  let ctx: ReturnType<typeof fakeContext>;
  beforeEach(() => {
    resetToastsForTests();
    ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('offers 15 filled-in quotes and an optional quote of your own', async () => {
    const u = userEvent.setup();
    renderMaker();
    const select = screen.getByLabelText('Quote');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(15);
    expect(QUOTE_TEMPLATES.every((t) => t.includes('{exercises}') || t.includes('{minutes}'))).toBe(
      true,
    );
    expect(options[0]).toHaveTextContent('4 exercises. 22 minutes. Zero excuses.');
    expect(options.every((o) => !/[{}]/.test(o.textContent ?? ''))).toBe(true);
    await u.type(screen.getByLabelText('Your own quote (optional)'), 'Beast mode');
    expect(select).toBeDisabled();
  });

  it('asks for a photo before downloading', async () => {
    const u = userEvent.setup();
    renderMaker();
    expect(screen.getByLabelText('Take or upload a photo')).toHaveAttribute('accept', 'image/*');
    await u.click(screen.getByRole('button', { name: 'Download' }));
    expect(await toastText('Please take or upload a photo first')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const u = userEvent.setup({ applyAccept: false });
    renderMaker();
    await u.upload(
      screen.getByLabelText('Take or upload a photo'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await toastText('Please choose an image file')).toBeInTheDocument();
  });

  it('says so when the photo cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('bad data')));
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        decoding = '';
        set src(_value: string) {
          queueMicrotask(() => this.onerror?.());
        }
      },
    );
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const u = userEvent.setup();
    renderMaker();
    await u.upload(screen.getByLabelText('Take or upload a photo'), photo());
    expect(await toastText('Failed to load image')).toBeInTheDocument();
  });

  it('draws a 1080 x 1350 card with the photo, quote and watermark, and downloads a PNG', async () => {
    const bitmap = { width: 3000, height: 4000, close: vi.fn() };
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap));
    const createObjectURL = vi.fn(() => 'blob:card');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) => callback(new Blob(['png'], { type: type ?? '' })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const u = userEvent.setup();
    const { container } = renderMaker();
    await u.upload(screen.getByLabelText('Take or upload a photo'), photo());

    const canvas = container.querySelector('canvas')!;
    expect(canvas.width).toBe(CARD_WIDTH);
    expect(canvas.height).toBe(CARD_HEIGHT);
    await waitFor(() => expect(ctx.calls.some((c) => c.method === 'drawImage')).toBe(true));
    const drawImage = ctx.calls.find((c) => c.method === 'drawImage')!;
    expect(drawImage.args[0]).toBe(bitmap);
    const texts = ctx.calls.filter((c) => c.method === 'fillText').map((c) => String(c.args[0]));
    expect(texts).toContain('FlexCoach');
    expect(texts).toContain('WORKOUT COMPLETE');
    expect(texts.join(' ')).toContain('Zero excuses.');
    expect(
      screen.getByRole('img', { name: /Achievement card preview: .*22 minutes/ }),
    ).toBeInTheDocument();

    await u.type(screen.getByLabelText('Your own quote (optional)'), 'Nothing can stop me');
    await waitFor(() =>
      expect(
        ctx.calls.some(
          (c) => c.method === 'fillText' && String(c.args[0]).includes('Nothing can stop me'),
        ),
      ).toBe(true),
    );

    await u.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('flexcoach-workout-2026-03-01.png');
    expect(link.href).toBe('blob:card');
  });
});
