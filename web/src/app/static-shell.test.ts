import fs from 'node:fs';
import path from 'node:path';

// A hard load paints index.html before any script has run: without markup in #root that
// was a blank white page for up to a second.
describe('index.html', () => {
  const html = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');

  it('paints a static shell (brand bar and a loading indicator) before the scripts run', () => {
    const root = page.getElementById('root');
    expect(root?.querySelector('[data-boot-shell]')).not.toBeNull();
    expect(root?.textContent).toContain('GroupBuy');
    expect(root?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading GroupBuy');
  });

  it('styles the shell inline, so it needs no stylesheet request', () => {
    const styles = [...page.querySelectorAll('head style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('.boot-shell');
    expect(page.querySelectorAll('script:not([src])')).toHaveLength(0);
  });
});
