import type { Locator } from 'playwright-core';

/**
 * Resolves once `item` sits below `anchor` and has not moved for 250 ms (5 looks, 50 ms apart).
 * antd can draw a reopened menu above its button for a moment before it aligns it below; a
 * click in between lands on the header, so a shopper's click waits for where it settles.
 */
export async function menuSettledBelow(item: Locator, anchor: Locator): Promise<void> {
  let last = '';
  let still = 0;
  for (let look = 0; look < 200 && still < 5; look += 1) {
    const [box, anchorBox] = [await item.boundingBox(), await anchor.boundingBox()];
    const here = box && anchorBox && box.y >= anchorBox.y + anchorBox.height ? `${box.x},${box.y}` : '';
    still = here && here === last ? still + 1 : 0;
    last = here;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (still < 5) throw new Error('the menu did not settle below its button within 10 s');
}
