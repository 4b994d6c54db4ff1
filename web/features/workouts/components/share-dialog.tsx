import { Check, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { openSharePopup, shareText, shareUrl, type AchievementFacts } from '../lib/share.ts';
import { COPIED_INDICATOR_MS, copyText, CopyError } from '#web/lib/clipboard.ts';

const POPUPS = [
  { target: 'x', label: 'X' },
  { target: 'facebook', label: 'Facebook' },
  { target: 'linkedin', label: 'LinkedIn' },
] as const;

const COPIES = [
  { target: 'instagram', label: 'Instagram' },
  { target: 'snapchat', label: 'Snapchat' },
] as const;

type CopyTarget = (typeof COPIES)[number]['target'];

/**
 * Share Achievement: X, Facebook and LinkedIn open a 600 x 400 popup; Instagram and Snapchat,
 * which take no text from links, copy it to the clipboard (a Copied indicator shows for 2 s).
 */
export function ShareDialog({
  open,
  onOpenChange,
  facts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facts: AchievementFacts;
}) {
  const [copied, setCopied] = useState<CopyTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = shareText(facts);

  const copy = async (target: CopyTarget, label: string) => {
    try {
      await copyText(text);
      setCopied(target);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
      toast({
        title: 'Copied to clipboard',
        description: `Paste it into ${label} with your photo.`,
      });
    } catch (error) {
      const title =
        error instanceof CopyError && error.reason === 'unavailable'
          ? 'Failed to copy'
          : 'Copy failed';
      toast({ title, description: 'Please try again', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Achievement</DialogTitle>
          <DialogDescription>Let your people know what you just did.</DialogDescription>
        </DialogHeader>
        <p className="rounded-xl bg-muted p-3 text-sm">{text}</p>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
          {POPUPS.map(({ target, label }) => (
            <Button
              key={target}
              variant="outline"
              className="h-12"
              aria-label={`Share on ${label}`}
              onClick={() => openSharePopup(shareUrl(target, facts, window.location.origin))}
            >
              <ExternalLink aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {COPIES.map(({ target, label }) => (
            <Button
              key={target}
              variant="outline"
              className="h-12"
              aria-label={copied === target ? `Copied for ${label}` : `Copy text for ${label}`}
              onClick={() => void copy(target, label)}
            >
              {copied === target ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied === target ? 'Copied!' : label}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
