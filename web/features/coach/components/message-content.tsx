import type { ReactNode } from 'react';

/*
 * Flex's replies as React elements: plain text with a tiny markdown subset (paragraphs, bullet and
 * numbered lists, **bold**, headings shown bold). Everything is a text node: markup in a reply,
 * `<img onerror=...>` included, shows as the characters it is. Never `dangerouslySetInnerHTML`.
 */

type Block =
  | { type: 'p'; lines: string[] }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[]; start: number };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/** Splits a reply into paragraphs and lists (blank lines end a block). */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet) {
      if (current?.type !== 'ul') {
        flush();
        current = { type: 'ul', items: [] };
      }
      current.items.push(bullet[1]!);
    } else if (numbered) {
      if (current?.type !== 'ol') {
        flush();
        current = { type: 'ol', items: [], start: Number(numbered[1]) };
      }
      current.items.push(numbered[2]!);
    } else {
      const heading = HEADING.exec(line);
      const content = heading ? `**${heading[1]!.replace(/\*\*/g, '')}**` : line.trim();
      if (current?.type !== 'p') {
        flush();
        current = { type: 'p', lines: [] };
      }
      current.lines.push(content);
    }
  }
  flush();
  return blocks;
}

/** `**bold**` spans as <strong>; everything else stays text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <strong key={match.index} className="font-semibold">
        {match[1]}
      </strong>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function MessageContent({ content }: { content: string }) {
  const blocks = parseBlocks(content);
  return (
    <div className="grid gap-2 break-words">
      {blocks.map((block, i) => {
        if (block.type === 'ul') {
          return (
            <ul key={i} className="grid list-disc gap-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item)}</li>
              ))}
            </ul>
          );
        }
        if (block.type === 'ol') {
          return (
            <ol key={i} start={block.start} className="grid list-decimal gap-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item)}</li>
              ))}
            </ol>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                {renderInline(line)}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
