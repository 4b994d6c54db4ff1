/*
 * The achievement card (spec part 2 section 9): a 1080 x 1350 PNG drawn on a canvas from the
 * member's photo, a self-praise quote, the session's figures and a FlexCoach watermark.
 * Loaded only with the card maker.
 */

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

export interface CardContent {
  quote: string;
  title: string;
  exercises: number;
  minutes: number;
  calories: number;
}

export interface LoadedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes an image file (throws when it cannot be decoded). */
export async function loadImageFile(file: Blob): Promise<LoadedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some formats decode only through <img>: fall through.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Failed to load image'));
      image.src = url;
    });
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('Failed to load image');
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => {},
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Splits `text` into lines no wider than `maxWidth` with the context's current font. */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const ACCENT = '#c5f135';
const INK = '#0b0b14';

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The FlexCoach mark (the logo's lightning bolt on a dark tile) at (x, y), `size` px wide. */
function drawMark(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  const k = size / 32;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.fillStyle = INK;
  roundRect(ctx, 0, 0, 32, 32, 8);
  ctx.fill();
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.moveTo(18.5, 5);
  ctx.lineTo(9, 18);
  ctx.lineTo(15, 18);
  ctx.lineTo(13.5, 27);
  ctx.lineTo(23, 14);
  ctx.lineTo(17, 14);
  ctx.lineTo(18.5, 5);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** Draws the whole card on a 1080 x 1350 context. */
export function drawAchievementCard(
  ctx: CanvasRenderingContext2D,
  image: Pick<LoadedImage, 'source' | 'width' | 'height'>,
  content: CardContent,
): void {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = INK;
  ctx.fillRect(0, 0, W, H);

  // The photo, cropped to cover the card.
  const scale = Math.max(W / image.width, H / image.height);
  const dw = image.width * scale;
  const dh = image.height * scale;
  ctx.drawImage(image.source, (W - dw) / 2, (H - dh) / 2, dw, dh);

  // Shade the top and the bottom so the text reads on any photo.
  const top = ctx.createLinearGradient(0, 0, 0, 260);
  top.addColorStop(0, 'rgba(11,11,20,0.65)');
  top.addColorStop(1, 'rgba(11,11,20,0)');
  ctx.fillStyle = top;
  ctx.fillRect(0, 0, W, 260);
  const bottom = ctx.createLinearGradient(0, H * 0.38, 0, H);
  bottom.addColorStop(0, 'rgba(11,11,20,0)');
  bottom.addColorStop(0.45, 'rgba(11,11,20,0.72)');
  bottom.addColorStop(1, 'rgba(11,11,20,0.94)');
  ctx.fillStyle = bottom;
  ctx.fillRect(0, H * 0.38, W, H * 0.62);

  const margin = 72;
  ctx.textBaseline = 'alphabetic';

  // Badge, top left.
  ctx.font = `800 34px ${FONT}`;
  const badge = 'WORKOUT COMPLETE';
  const badgeWidth = ctx.measureText(badge).width + 56;
  ctx.fillStyle = ACCENT;
  roundRect(ctx, margin, 72, badgeWidth, 68, 34);
  ctx.fill();
  ctx.fillStyle = INK;
  ctx.fillText(badge, margin + 28, 118);

  // Figures: exercises, minutes, calories.
  const stats = [
    { value: String(content.exercises), label: content.exercises === 1 ? 'EXERCISE' : 'EXERCISES' },
    { value: String(content.minutes), label: 'MINUTES' },
    { value: String(content.calories), label: 'CALORIES' },
  ];
  const statsY = H - 250;
  const columnWidth = (W - margin * 2) / stats.length;
  stats.forEach((stat, i) => {
    const x = margin + i * columnWidth;
    ctx.fillStyle = ACCENT;
    ctx.font = `800 92px ${FONT}`;
    ctx.fillText(stat.value, x, statsY);
    ctx.fillStyle = 'rgba(255,255,255,0.78)';
    ctx.font = `700 26px ${FONT}`;
    ctx.fillText(stat.label, x, statsY + 42);
  });

  // The quote, as large as fits in at most 5 lines above the figures.
  const maxWidth = W - margin * 2;
  const quote = `“${content.quote.trim()}”`;
  let size = 68;
  let lines: string[] = [];
  for (; size >= 36; size -= 4) {
    ctx.font = `800 ${size}px ${FONT}`;
    lines = wrapText(ctx, quote, maxWidth);
    if (lines.length <= 5) break;
  }
  lines = lines.slice(0, 6);
  const lineHeight = Math.round(size * 1.18);
  const quoteBottom = statsY - 200;
  ctx.fillStyle = '#ffffff';
  lines.forEach((line, i) => {
    ctx.fillText(line, margin, quoteBottom - (lines.length - 1 - i) * lineHeight);
  });

  // Workout title under the quote block.
  ctx.font = `600 32px ${FONT}`;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  const [titleLine = ''] = wrapText(ctx, content.title, maxWidth);
  ctx.fillText(titleLine, margin, quoteBottom + 64);

  // Watermark, bottom right.
  ctx.font = `800 40px ${FONT}`;
  const brand = 'FlexCoach';
  const brandWidth = ctx.measureText(brand).width;
  const markSize = 52;
  const brandX = W - margin - brandWidth;
  const brandY = H - 70;
  drawMark(ctx, brandX - markSize - 16, brandY - 40, markSize);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(brand, brandX, brandY);
}

/** The card as a PNG blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/png',
    );
  });
}
