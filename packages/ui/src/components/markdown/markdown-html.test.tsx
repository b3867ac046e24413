import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { markdownToHtml } from './markdown-html.tsx';
import { Markdown } from './markdown.tsx';

describe('markdownToHtml', () => {
  it("renders Markdown's own elements", () => {
    const html = markdownToHtml('## What we collect\n\nYour **name**.\n\n- To call you back\n\nWrite to [us](mailto:privacy@vaani.ai).');
    expect(html).toBe(
      '<h2>What we collect</h2>\n<p>Your <strong>name</strong>.</p>\n<ul>\n<li>To call you back</li>\n</ul>\n<p>Write to <a href="mailto:privacy@vaani.ai">us</a>.</p>',
    );
  });

  it('drops raw HTML and script addresses from stored text', () => {
    const html = markdownToHtml(
      'Before <img src="x" onerror="alert(1)"> <script>alert(1)</script> after [click](javascript:alert(1)) ![x](javascript:alert(2)) [data](data:text/html,hi)\n\n<div onclick="alert(3)">block</div>',
    );
    expect(html).not.toMatch(/<(script|div)\b|<img src/i);
    expect(html).not.toMatch(/javascript:|data:|onerror|onclick/i);
    // Markdown's own link and image stay, without their addresses.
    expect(html).toContain('<a href="">click</a>');
    expect(html).toContain('<img alt="x"/>');
  });

  it('keeps each typed line on its own line', () => {
    expect(markdownToHtml('Email: hello@vaani.ai\nPhone: +91 98765 43210\nAddress: Baner Road, Pune')).toBe(
      '<p>Email: hello@vaani.ai<br/>\nPhone: +91 98765 43210<br/>\nAddress: Baner Road, Pune</p>',
    );
  });

  it("is what the browser's parser renders, so a served page and a page reached in the browser look alike", async () => {
    const body = '## Reach us\n\nEmail: [hello@vaani.ai](mailto:hello@vaani.ai)\nPhone: **+91 98765 43210**\n\n1. Call\n2. Visit';
    const { container } = renderWithUi(<Markdown>{body}</Markdown>);
    await screen.findByRole('heading', { name: 'Reach us' });
    expect(container.firstElementChild!.innerHTML).toBe(markdownToHtml(body).replace(/<br\/>/g, '<br>'));
  });

  it('is shown as it is when given, without the parser', () => {
    const html = markdownToHtml('Served **text**');
    const { container } = renderWithUi(<Markdown html={html}>{'Served **text**'}</Markdown>);
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(container.firstElementChild!.innerHTML).toBe(html);
  });
});
