/** Top-level categories in display order, each with its subcategories, and a colour for its images. */
export const SEED_CATEGORIES: ReadonlyArray<{ name: string; colors: [string, string]; subs: string[] }> = [
  { name: 'Electronics', colors: ['#1e3a8a', '#3b82f6'], subs: ['Phones', 'Laptops & Computers', 'Audio', 'Cameras'] },
  {
    name: 'Home & Kitchen',
    colors: ['#9a3412', '#f97316'],
    subs: ['Kitchen Appliances', 'Cookware', 'Bedding & Bath'],
  },
  { name: 'Grocery', colors: ['#166534', '#22c55e'], subs: ['Pantry Staples', 'Beverages', 'Snacks'] },
  {
    name: 'Health & Beauty',
    colors: ['#9d174d', '#ec4899'],
    subs: ['Vitamins & Supplements', 'Skin Care', 'Personal Care'],
  },
  {
    name: 'Sports & Outdoors',
    colors: ['#065f46', '#14b8a6'],
    subs: ['Fitness Equipment', 'Camping & Hiking', 'Cycling'],
  },
  {
    name: 'Office Supplies',
    colors: ['#374151', '#6b7280'],
    subs: ['Office Furniture', 'Paper & Printing', 'Desk Accessories'],
  },
  { name: 'Toys & Games', colors: ['#6b21a8', '#a855f7'], subs: ['Building Sets', 'Board Games', 'Outdoor Play'] },
  { name: 'Automotive', colors: ['#7f1d1d', '#ef4444'], subs: ['Car Care', 'Tools & Equipment'] },
  { name: 'Pet Supplies', colors: ['#854d0e', '#eab308'], subs: ['Dog Supplies', 'Cat Supplies', 'Aquarium'] },
];
