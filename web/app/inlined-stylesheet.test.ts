import { afterEach, describe, expect, it } from 'vitest';
import { linkInlinedStylesheet } from './inlined-stylesheet.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('linkInlinedStylesheet', () => {
  it('links the file the server wrote into the page, disabled, where the lazy loader looks', () => {
    document.head.innerHTML = '<style data-href="/assets/index-1.css">body{color:red}</style>';
    const link = linkInlinedStylesheet(document);
    expect(link?.disabled).toBe(true);
    const links = [...document.getElementsByTagName('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['stylesheet', '/assets/index-1.css'],
    ]);
  });

  it('adds nothing to a page whose stylesheet is linked (the server kept the link)', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-1.css">';
    expect(linkInlinedStylesheet(document)).toBeNull();
    expect(document.getElementsByTagName('link')).toHaveLength(1);
  });
});
