import { Check, Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SharePlatform } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { COPIED_INDICATOR_MS, copyText, CopyError } from '#web/lib/clipboard.ts';
import { trackShare } from '../api/use-affiliate.ts';
import { shareUrl } from '../lib/affiliate-format.ts';

type PopupPlatform = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';

const POPUPS: { platform: PopupPlatform; label: string; icon: ReactNode }[] = [
  { platform: 'facebook', label: 'Facebook', icon: <Share2 /> },
  { platform: 'twitter', label: 'X (Twitter)', icon: <Share2 /> },
  { platform: 'linkedin', label: 'LinkedIn', icon: <Share2 /> },
  { platform: 'whatsapp', label: 'WhatsApp', icon: <MessageCircle /> },
];

/** Copies `text`, with the spec's copy toasts; returns whether it worked. */
export async function copyWithToast(text: string, what: string): Promise<boolean> {
  try {
    await copyText(text);
    toast({ title: 'Copied!', description: `${what} copied to your clipboard.` });
    return true;
  } catch (error) {
    const title = error instanceof CopyError ? error.message : 'Copy failed';
    toast({ title, description: 'Please try again', variant: 'destructive' });
    return false;
  }
}

/** A copy button that shows "Copied" for 2 s after a successful copy. */
export function CopyButton({
  text,
  what,
  label,
  ariaLabel,
  onCopied,
  variant = 'outline',
}: {
  text: string;
  what: string;
  label: string;
  ariaLabel?: string;
  onCopied?: () => void;
  variant?: 'outline' | 'default';
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyWithToast(text, what))) return;
    onCopied?.();
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return (
    <Button variant={variant} onClick={() => void copy()} aria-label={ariaLabel}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : label}
    </Button>
  );
}

/** Copy, Facebook, X (Twitter), LinkedIn, WhatsApp and email; every use is counted. */
export function ShareButtons({ link }: { link: string }) {
  const track = (platform: SharePlatform) => trackShare(platform);

  function openPopup(platform: PopupPlatform) {
    const popup = window.open(shareUrl(platform, link), 'share', 'width=600,height=400');
    if (popup) popup.opener = null;
    track(platform);
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Share your referral link">
      <CopyButton
        text={link}
        what="Your referral link"
        label="Copy Link"
        onCopied={() => track('copy')}
      />
      {POPUPS.map(({ platform, label, icon }) => (
        <Button
          key={platform}
          variant="outline"
          onClick={() => openPopup(platform)}
          aria-label={`Share on ${label}`}
        >
          <span aria-hidden="true" className="contents">
            {icon}
          </span>
          {label}
        </Button>
      ))}
      <a
        href={shareUrl('email', link)}
        onClick={() => track('email')}
        className={buttonVariants({ variant: 'outline' })}
        aria-label="Share by email"
      >
        <Mail aria-hidden="true" />
        Email
      </a>
    </div>
  );
}
