// Cuts a text to `max` characters and adds '...' when it was longer (product names: 40 on
// cards and in checkout, 90 in the cart, 170 on the orders list).
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
