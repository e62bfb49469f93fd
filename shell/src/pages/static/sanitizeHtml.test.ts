import { sanitizeHtml } from './sanitizeHtml';

const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('sanitizeHtml', () => {
  it('keeps semantic tags and links', () => {
    const html =
      '<h2>Data</h2><p>We keep <strong>little</strong>:</p><ul><li>your email</li></ul><a href="/app/">home</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const root = parse(
      sanitizeHtml(
        '<p onclick="alert(1)">text</p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
          '<a href="javascript:alert(4)">link</a><iframe src="https://example.com"></iframe>',
      ),
    );
    expect(root.querySelector('script, iframe')).toBeNull();
    expect(root.querySelector('[onclick], [onerror]')).toBeNull();
    expect(root.querySelector('a')).not.toHaveAttribute('href');
    expect(root.innerHTML).not.toMatch(/alert/);
  });

  it('drops styles and form controls', () => {
    const root = parse(
      sanitizeHtml('<style>body{display:none}</style><p style="color:red">x</p><form><input></form>'),
    );
    expect(root.innerHTML).toBe('<p>x</p>');
  });

  it('opens links to other sites in a new tab without access to this page', () => {
    const root = parse(
      sanitizeHtml(
        '<a href="https://example.com/policy" target="_self" rel="opener">external</a>' +
          '<a href="/app/about/privacy-policy" target="_blank">internal</a><a href="mailto:a@b.co">mail</a>',
      ),
    );
    const [external, internal, mail] = [...root.querySelectorAll('a')];
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('href', 'mailto:a@b.co');
  });
});
