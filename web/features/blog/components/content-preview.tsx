import { useMemo } from 'react';

/**
 * The editor's live preview. The draft HTML is shown in a sandboxed frame (`sandbox=""`: no
 * scripts, no forms, no popups, an opaque origin) with a policy that allows no scripts and no
 * plugins, so nothing the admin types can run here. The server sanitises it again when saved.
 */
const PREVIEW_STYLES = `
  :root { color-scheme: light; }
  body { margin: 0; padding: 16px; font: 16px/1.75 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f0f1a; background: #fff; overflow-wrap: anywhere; }
  body > :first-child { margin-top: 0; }
  p { margin: 1em 0; }
  h2 { font-size: 1.5rem; line-height: 1.3; margin: 1.6em 0 .5em; }
  h3 { font-size: 1.25rem; line-height: 1.35; margin: 1.4em 0 .4em; }
  h4 { font-size: 1.1rem; margin: 1.2em 0 .4em; }
  ul, ol { padding-left: 1.5em; }
  li { margin: .3em 0; }
  a { color: #4f46e5; text-underline-offset: 4px; }
  blockquote { margin: 1.5em 0; padding-left: 1em; border-left: 4px solid #4f46e5; color: #55556a; font-style: italic; }
  code { background: #eeeef5; border-radius: 4px; padding: .1em .35em; font-size: .875em; }
  pre { background: #0b0b14; color: #fff; padding: 1em; border-radius: 12px; overflow-x: auto; }
  pre code { background: none; padding: 0; }
  img { max-width: 100%; height: auto; border-radius: 12px; }
  hr { border: 0; border-top: 1px solid #e0e0ea; margin: 2em 0; }
  table { border-collapse: collapse; font-size: .875rem; }
  th, td { border: 1px solid #e0e0ea; padding: .4em .7em; text-align: left; }
  th { background: #eeeef5; }
`;

const PREVIEW_POLICY =
  "default-src 'none'; img-src https: http:; style-src 'unsafe-inline'; script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'";

/** The document shown in the preview frame for `html`. */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}"><style>${PREVIEW_STYLES}</style></head><body>${html}</body></html>`;
}

export function ContentPreview({ html }: { html: string }) {
  const srcDoc = useMemo(() => previewDocument(html), [html]);
  return (
    <iframe
      title="Content preview"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      className="h-96 w-full rounded-xl border border-border bg-white lg:h-[32rem]"
    />
  );
}
