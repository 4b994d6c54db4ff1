import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageContent } from './message-content.tsx';

describe('MessageContent', () => {
  it('renders markup in a reply as text, never as HTML', () => {
    const evil = '<img src=x onerror="window.__pwned=1"> <script>alert(1)</script>';
    const { container } = render(<MessageContent content={evil} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(evil)).toBeInTheDocument();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('supports paragraphs, bullet and numbered lists and bold', () => {
    const { container } = render(
      <MessageContent
        content={
          'First **bold** line\nsecond line\n\n- one\n- two\n\n1. step\n2. next\n\n## Heading'
        }
      />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByText('Heading').tagName).toBe('STRONG');
  });

  it('keeps ** inside list items and unmatched asterisks as text', () => {
    const { container } = render(<MessageContent content={'- **Bold** item\n- a * b'} />);
    expect(container.querySelector('li strong')?.textContent).toBe('Bold');
    expect(screen.getByText('a * b')).toBeInTheDocument();
  });
});
