import { cutText } from './text';

describe('cutText', () => {
  it('keeps a text of at most the limit as it is', () => {
    expect(cutText('a'.repeat(40), 40)).toBe('a'.repeat(40));
  });

  it("cuts a longer text at the limit and adds '...'", () => {
    expect(cutText('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}...`);
  });
});
