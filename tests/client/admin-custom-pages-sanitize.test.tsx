// @vitest-environment jsdom
// DOMPurify relies on DOM details happy-dom gets wrong (it keeps handlers there); jsdom is the DOM it is tested against.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomPageView } from '../../client/custom-pages/custom-page-view';
import { CustomPagePreview } from '../../client/admin/custom-pages/custom-page-preview';

// Issue 13: a <script>, an event handler or a script link in a saved page never reaches the rendered DOM.

const HOSTILE =
  '<h2>Welcome</h2><p>Hello <strong>there</strong></p><script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">bad link</a><a href="/pages/about-us">good link</a>' +
  '<a href="https://example.com" target="_blank">new tab</a><svg><script>window.__pwned = 4</script></svg><p onclick="window.__pwned = 5" style="color:red">styled</p>' +
  '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="password"></form>';

function expectSafe(container: HTMLElement) {
  expect(container.querySelector('script, svg, iframe, form, input')).toBeNull();
  expect(container.querySelectorAll('[onerror], [onclick], [style]')).toHaveLength(0);
  for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe('a custom page’s HTML', () => {
  it('keeps the editor’s markup on the public page and drops what could run', () => {
    const { container } = render(<CustomPageView page={{ title: 'Shipping', body: HOSTILE, updated_at: '2026-01-02T00:00:00Z' }} />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getByText('styled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'good link' })).toHaveAttribute('href', '/pages/about-us');
    expect(screen.getByRole('link', { name: 'new tab' })).toHaveAttribute('rel', 'noopener noreferrer');
    expectSafe(container);
  });

  it('is sanitized the same way in the editor’s preview', () => {
    const { container } = render(<CustomPagePreview title="Draft" body={HOSTILE} />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Welcome');
    expectSafe(container);
  });
});
