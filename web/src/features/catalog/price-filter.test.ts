import { priceFilterText, withoutPriceRange } from './price-filter';

describe('priceFilterText', () => {
  it('says nothing for the default range, which hides no group', () => {
    expect(priceFilterText({})).toBeNull();
    expect(priceFilterText({ min: 0 })).toBeNull();
  });

  it('names the bounds that narrow the listing', () => {
    expect(priceFilterText({ min: 100, max: 200 })).toBe('$100.00 – $200.00');
    expect(priceFilterText({ min: 4000 })).toBe('$4,000.00 and up');
    expect(priceFilterText({ min: 0, max: 50 })).toBe('up to $50.00');
    expect(priceFilterText({ max: 0 })).toBe('up to $0.00');
  });
});

describe('withoutPriceRange', () => {
  it('drops min and max and keeps the rest of the query', () => {
    expect(withoutPriceRange(new URLSearchParams('zipCode=75201&min=10&max=20')).toString()).toBe('zipCode=75201');
  });
});
