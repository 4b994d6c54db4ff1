import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composePage,
  escapeHtml,
  NAME_SLOT,
  paintedTop,
  pageTemplate,
  PAINTED_TOP_ID,
  PRELOADS_SLOT,
  readPaintedSession,
  SESSION_ATTRIBUTE,
  TOP_SLOT,
  withName,
} from './page-shell.ts';

const INDEX = `<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>${PRELOADS_SLOT}</head><body>${TOP_SLOT}<div id="root"></div></body></html>`;

/** A stand-in document holding `html` (enough of the DOM for `readPaintedSession`). */
function documentOf(html: string) {
  const match = new RegExp(`<div id="${PAINTED_TOP_ID}"(?: ${SESSION_ATTRIBUTE}="([^"]*)")?>`).exec(
    html,
  );
  const unescape = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return {
    getElementById: (id: string) =>
      id === PAINTED_TOP_ID && match
        ? { getAttribute: () => (match[1] === undefined ? null : unescape(match[1])) }
        : null,
  };
}

describe('the page the server sends and the app takes over', () => {
  it('the real index.html holds both slots once, the top one just before the root', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../web/index.html'), 'utf8');
    expect(() => pageTemplate(html)).not.toThrow();
    expect(() => pageTemplate(html.replace(TOP_SLOT, ''))).toThrow(/exactly once/);
    expect(() => pageTemplate(`${html}${PRELOADS_SLOT}`)).toThrow(/exactly once/);
  });

  it('puts a page together from the template: preloads in the head, the top before the root', () => {
    const template = pageTemplate(INDEX);
    const plain = composePage(template, { preloads: ['/assets/page-1.js', '"><script>x'] });
    expect(plain).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/page-1.js"></head><body><div id="root"></div></body></html>',
    );
    const painted = composePage(template, {
      preloads: ['/assets/page-1.js'],
      top: paintedTop('<h1>Hi</h1>'),
    });
    expect(painted).toContain('<script type="module" fetchpriority="low" crossorigin');
    // Its page's modules at the browser's own priority: nothing else competes with them.
    expect(painted).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(painted).toContain('<body><div id="boot"><h1>Hi</h1></div><div id="root">');
  });

  it('writes the name escaped into its slot, and the session answer the app reads back', () => {
    const markup = withName(`<h1>Welcome back, ${NAME_SLOT}!</h1>`, 'Ana <b>&"\'');
    expect(markup).toBe('<h1>Welcome back, Ana &lt;b&gt;&amp;&quot;&#39;!</h1>');
    const me = { id: 'u1', firstName: 'Ana "<x>"', credits: 3 };
    const page = composePage(pageTemplate(INDEX), { top: paintedTop(markup, me) });
    expect(readPaintedSession(documentOf(page))).toEqual(me);
    expect(readPaintedSession(documentOf(composePage(pageTemplate(INDEX), {})))).toBeNull();
    expect(readPaintedSession(documentOf(`<div id="boot" data-me="{not json">`))).toBeNull();
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
