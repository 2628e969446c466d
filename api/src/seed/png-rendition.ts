import { Resvg } from '@resvg/resvg-js';

// Link previews (Open Graph, Twitter cards) take raster pictures only, and the demo
// catalogue's pictures are SVG: each group's first picture also gets a PNG rendition beside
// it, `groups/<id>-1.png` next to `groups/<id>-1.svg`, which the gateway's share tags name
// (docs/decisions.md "What a buyer sees", share previews). Drawn once, when seeded; pictures
// the console uploads are raster already (it refuses SVG).

/** The SVG drawn at its own size (800 × 600) as a PNG; text in the system's sans-serif. */
export function pngOfSvg(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}
