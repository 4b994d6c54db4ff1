import { Camera, Download, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  canvasToPng,
  drawAchievementCard,
  loadImageFile,
  type LoadedImage,
} from '../lib/achievement-card.ts';
import { fillQuote, QUOTE_TEMPLATES } from '../lib/share.ts';

export const NO_PHOTO_MESSAGE = 'Please take or upload a photo first';
export const LOAD_FAILED_MESSAGE = 'Failed to load image';
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file';

export interface AchievementCardMakerProps {
  title: string;
  exercises: number;
  minutes: number;
  calories: number;
  /** The local date, for the file name. */
  date: string;
}

/**
 * The photo achievement card maker (lazy-loaded by the completion view): a photo (camera or
 * library), one of 15 self-praise lines or the member's own, drawn to a 1080 x 1350 PNG.
 */
/** The photo the member picked, decoded (and released when replaced or unmounted). */
function usePhoto() {
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => image?.close(), [image]);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: NOT_AN_IMAGE_MESSAGE,
        description: 'Photos only: JPEG, PNG, HEIC, WebP...',
        variant: 'destructive',
      });
      return;
    }
    setLoading(true);
    try {
      setImage(await loadImageFile(file));
    } catch {
      toast({
        title: LOAD_FAILED_MESSAGE,
        description: 'Try another photo.',
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  return { image, loading, onFile };
}

/** Saves the canvas as a PNG download. */
async function downloadPng(canvas: HTMLCanvasElement, filename: string) {
  const blob = await canvasToPng(canvas);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The quote: one of the templates filled with the session's numbers, or the member's own. */
function QuoteFields({
  ids,
  templateIndex,
  setTemplateIndex,
  customQuote,
  setCustomQuote,
  exercises,
  minutes,
}: {
  ids: string;
  templateIndex: number;
  setTemplateIndex: (index: number) => void;
  customQuote: string;
  setCustomQuote: (quote: string) => void;
  exercises: number;
  minutes: number;
}) {
  return (
    <>
      <div className="grid gap-2">
        <label htmlFor={`${ids}-template`} className="text-sm font-medium">
          Quote
        </label>
        <select
          id={`${ids}-template`}
          value={templateIndex}
          disabled={Boolean(customQuote.trim())}
          onChange={(event) => setTemplateIndex(Number(event.target.value))}
          className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base disabled:opacity-50 sm:text-sm"
        >
          {QUOTE_TEMPLATES.map((template, i) => (
            <option key={template} value={i}>
              {fillQuote(template, { exercises, minutes })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${ids}-custom`} className="text-sm font-medium">
          Your own quote (optional)
        </label>
        <textarea
          id={`${ids}-custom`}
          value={customQuote}
          maxLength={140}
          rows={2}
          onChange={(event) => setCustomQuote(event.target.value)}
          placeholder="Replaces the quote above"
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground sm:text-sm"
        />
      </div>
    </>
  );
}

export function AchievementCardMaker({
  title,
  exercises,
  minutes,
  calories,
  date,
}: AchievementCardMakerProps) {
  const ids = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { image, loading, onFile } = usePhoto();
  const [templateIndex, setTemplateIndex] = useState(0);
  const [customQuote, setCustomQuote] = useState('');
  const [downloading, setDownloading] = useState(false);

  const quote =
    customQuote.trim() ||
    fillQuote(QUOTE_TEMPLATES[templateIndex] ?? QUOTE_TEMPLATES[0], { exercises, minutes });

  useEffect(() => {
    const ctx = image ? canvasRef.current?.getContext('2d') : null;
    if (!image || !ctx) return;
    drawAchievementCard(ctx, image, { quote, title, exercises, minutes, calories });
  }, [image, quote, title, exercises, minutes, calories]);

  const download = async () => {
    const canvas = canvasRef.current;
    if (!image || !canvas) {
      toast({ title: NO_PHOTO_MESSAGE, variant: 'destructive' });
      return;
    }
    setDownloading(true);
    try {
      await downloadPng(canvas, `flexcoach-workout-${date}.png`);
    } catch {
      toast({
        title: 'Could not create the image',
        description: 'Please try again',
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <section
        aria-labelledby={`${ids}-heading`}
        className="grid gap-5 md:grid-cols-[1fr_minmax(0,320px)]"
      >
        <div className="grid content-start gap-4">
          <div>
            <h2 id={`${ids}-heading`} className="text-lg font-bold tracking-tight">
              Create Your Achievement Card
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              A photo, a line you are proud of, and your numbers: ready for your story.
            </p>
          </div>
          <div>
            <input
              id={`${ids}-photo`}
              type="file"
              accept="image/*"
              className="peer sr-only"
              onChange={(event) => void onFile(event)}
            />
            <label
              htmlFor={`${ids}-photo`}
              className="inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted sm:w-auto"
            >
              <Camera className="size-5" aria-hidden="true" />
              {image ? 'Change photo' : 'Take or upload a photo'}
            </label>
          </div>
          <QuoteFields
            ids={ids}
            templateIndex={templateIndex}
            setTemplateIndex={setTemplateIndex}
            customQuote={customQuote}
            setCustomQuote={setCustomQuote}
            exercises={exercises}
            minutes={minutes}
          />
          <Button
            className="h-12"
            onClick={() => void download()}
            disabled={downloading || loading}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
        <div className="relative mx-auto aspect-[4/5] w-full max-w-80 overflow-hidden rounded-xl bg-muted">
          <canvas
            ref={canvasRef}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            role="img"
            aria-label={image ? `Achievement card preview: ${quote}` : 'Achievement card preview'}
            className={image ? 'size-full' : 'hidden'}
          />
          {image ? null : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
              <ImagePlus className="size-8" aria-hidden="true" />
              {loading ? 'Loading your photo...' : 'Your card preview appears here'}
            </div>
          )}
        </div>
      </section>
    </Card>
  );
}
