import { plural } from './format.ts';

/*
 * Achievement sharing (spec part 2 sections 2 and 9): the share text carries the exercise count,
 * the minutes and the workout title; X, Facebook and LinkedIn open a 600 x 400 popup, Instagram
 * and Snapchat get the text on the clipboard.
 */

export interface AchievementFacts {
  title: string;
  exercises: number;
  minutes: number;
}

export type ShareTarget = 'x' | 'facebook' | 'linkedin' | 'instagram' | 'snapchat';
export const POPUP_TARGETS = ['x', 'facebook', 'linkedin'] as const;
export const COPY_TARGETS = ['instagram', 'snapchat'] as const;
export const POPUP_FEATURES = 'width=600,height=400';

export function shareText({ title, exercises, minutes }: AchievementFacts): string {
  return `I just finished "${title}" on FlexCoach: ${plural(exercises, 'exercise')} in ${plural(minutes, 'minute')}! 💪 #FlexCoach`;
}

/** The share URL of a popup target. `appUrl` is the page shared along with the text. */
export function shareUrl(
  target: (typeof POPUP_TARGETS)[number],
  facts: AchievementFacts,
  appUrl: string,
): string {
  const text = encodeURIComponent(shareText(facts));
  const url = encodeURIComponent(appUrl);
  switch (target) {
    case 'x':
      return `https://x.com/intent/tweet?text=${text}&url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${encodeURIComponent(facts.title)}&summary=${text}`;
  }
}

export function openSharePopup(url: string): void {
  window.open(url, '_blank', POPUP_FEATURES);
}

/**
 * 15 self-praise lines for the achievement card. `{exercises}` and `{minutes}` are replaced by
 * the session's figures.
 */
export const QUOTE_TEMPLATES = [
  '{exercises} exercises. {minutes} minutes. Zero excuses.',
  'I showed up for myself today: {exercises} exercises in {minutes} minutes.',
  '{minutes} minutes of sweat, {exercises} exercises of proof that I am getting stronger.',
  'Another {minutes} minutes invested in the strongest version of me.',
  'Crushed {exercises} exercises today. Future me says thank you.',
  '{exercises} exercises down, {minutes} minutes well spent. I did that.',
  'Discipline looks like this: {exercises} exercises, {minutes} minutes, done.',
  "I didn't wish for it, I worked for it: {minutes} minutes, {exercises} exercises.",
  'Proud of me: {exercises} exercises finished on a day when quitting was easier.',
  '{minutes} minutes closer to my goals and {exercises} exercises stronger.',
  "Small wins add up. Today's win: {exercises} exercises in {minutes} minutes.",
  'Today I chose progress: {exercises} exercises, {minutes} minutes, no shortcuts.',
  'Sweat now, shine later. {exercises} exercises in the books.',
  'I kept my promise to myself: {minutes} minutes of work, {exercises} exercises done.',
  'Stronger than yesterday: {exercises} exercises and {minutes} minutes of pure effort.',
] as const;

/** Fills a template ("1 exercises" reads "1 exercise"). */
export function fillQuote(
  template: string,
  facts: Pick<AchievementFacts, 'exercises' | 'minutes'>,
) {
  return template
    .replaceAll('{exercises}', String(facts.exercises))
    .replaceAll('{minutes}', String(facts.minutes))
    .replace(/\b1 exercises\b/g, '1 exercise')
    .replace(/\b1 minutes\b/g, '1 minute');
}
