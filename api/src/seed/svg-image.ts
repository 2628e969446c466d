// Product pictures for the demo catalogue, drawn as SVG so seeding needs no network
// and no binary assets: a coloured card with the product's initials, name and category.

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Breaks text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 3)}...`;
    return kept;
  }
  return lines;
}

const VIEWS = ['', 'Detail view', 'In use'];

/**
 * An 800x600 SVG. `view` (1..3) changes the composition and caption so a group's
 * thumbnails differ from each other.
 */
export function renderGroupSvg(input: {
  productName: string;
  categoryName: string;
  colors: [string, string];
  view: number;
}): string {
  const [dark, light] = input.colors;
  const caption = VIEWS[(input.view - 1) % VIEWS.length] ?? '';
  const nameLines = wrap(input.productName, 30, 2);
  const angle = [135, 45, 90][(input.view - 1) % 3];
  const circleX = [640, 160, 400][(input.view - 1) % 3] ?? 640;
  const tag = input.categoryName.toUpperCase();
  // Roughly 15 px per letter at 22 px with letter spacing, plus padding.
  const tagWidth = Math.max(200, tag.length * 15 + 60);
  const nameSvg = nameLines
    .map((line, i) => `<text x="400" y="${450 + i * 44}" class="name">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(input.productName)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
<style>text{font-family:Helvetica,Arial,sans-serif;fill:#fff;text-anchor:middle}.initials{font-size:150px;font-weight:700}.name{font-size:38px;font-weight:600}.tag{font-size:22px;letter-spacing:2px}.view{font-size:20px;opacity:.85}</style>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<circle cx="${circleX}" cy="120" r="190" fill="#fff" opacity=".08"/>
<circle cx="${800 - circleX}" cy="560" r="150" fill="#000" opacity=".08"/>
<rect x="${400 - tagWidth / 2}" y="60" width="${tagWidth}" height="52" rx="26" fill="#000" opacity=".25"/>
<text x="400" y="95" class="tag">${escapeXml(tag)}</text>
<text x="400" y="320" class="initials">${escapeXml(initials(input.productName))}</text>
${nameSvg}
${caption ? `<text x="400" y="570" class="view">${caption}</text>` : ''}
</svg>
`;
}
