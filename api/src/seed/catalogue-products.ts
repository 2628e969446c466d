/**
 * The demo catalogue: one buy group per product. `sub` names the subcategory, `price`
 * is the list price in dollars. Plain ASCII, because the text also goes into PDFs.
 */
export type SeedProduct = { sub: string; name: string; price: number; description: string };

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Electronics
  {
    sub: 'Phones',
    name: 'Pixel 9 Smartphone 128GB',
    price: 699,
    description: 'Unlocked 6.3-inch smartphone with a 50 MP camera, all-day battery and seven years of OS updates.',
  },
  {
    sub: 'Phones',
    name: 'Galaxy A35 5G Phone',
    price: 399,
    description: 'Mid-range 5G phone with a 6.6-inch Super AMOLED display, 128 GB storage and a triple camera.',
  },
  {
    sub: 'Laptops & Computers',
    name: 'ThinkPad E14 Business Laptop',
    price: 949,
    description:
      '14-inch business laptop with a Ryzen 7 processor, 16 GB RAM, 512 GB SSD and a spill-resistant keyboard.',
  },
  {
    sub: 'Laptops & Computers',
    name: 'Dell 27-inch 4K USB-C Monitor',
    price: 429,
    description:
      'IPS 4K monitor with 90 W USB-C power delivery, height-adjustable stand and factory colour calibration.',
  },
  {
    sub: 'Laptops & Computers',
    name: 'Logitech MX Keys Wireless Keyboard',
    price: 119,
    description: 'Backlit wireless keyboard with spherically dished keys, multi-device switching and USB-C charging.',
  },
  {
    sub: 'Audio',
    name: 'Sony WH-1000XM5 Headphones',
    price: 399,
    description: 'Over-ear wireless headphones with industry-leading noise cancelling and 30 hours of battery life.',
  },
  {
    sub: 'Audio',
    name: 'JBL Flip 6 Bluetooth Speaker',
    price: 129,
    description: 'Portable waterproof speaker with bold sound, 12 hours of playtime and PartyBoost pairing.',
  },
  {
    sub: 'Cameras',
    name: 'GoPro HERO12 Action Camera',
    price: 399,
    description: 'Waterproof 5.3K action camera with HyperSmooth stabilisation and HDR video.',
  },
  // Home & Kitchen
  {
    sub: 'Kitchen Appliances',
    name: 'Vitamix 5200 Blender',
    price: 499,
    description: 'Professional-grade blender with a 64 oz container, variable speed control and a 7-year warranty.',
  },
  {
    sub: 'Kitchen Appliances',
    name: 'Ninja 6-Quart Air Fryer',
    price: 149,
    description: 'Air fry, roast, reheat and dehydrate with up to 75 percent less fat than traditional frying.',
  },
  {
    sub: 'Kitchen Appliances',
    name: 'Instant Pot Duo 8-Quart',
    price: 129,
    description: '7-in-1 electric pressure cooker: pressure cook, slow cook, rice, steam, saute, yogurt and warm.',
  },
  {
    sub: 'Kitchen Appliances',
    name: 'Breville Barista Express Espresso Machine',
    price: 699,
    description: 'Espresso machine with an integrated conical burr grinder and a manual steam wand for microfoam.',
  },
  {
    sub: 'Cookware',
    name: 'Lodge 12-inch Cast Iron Skillet',
    price: 45,
    description: 'Pre-seasoned cast iron skillet for searing, baking and campfire cooking; made in the USA.',
  },
  {
    sub: 'Cookware',
    name: 'All-Clad Stainless 10-Piece Cookware Set',
    price: 699,
    description: 'Tri-ply bonded stainless steel cookware, oven safe to 600 F and compatible with induction.',
  },
  {
    sub: 'Bedding & Bath',
    name: 'Organic Cotton Sheet Set Queen',
    price: 129,
    description: 'Breathable 300 thread count percale sheets made from GOTS-certified organic cotton.',
  },
  {
    sub: 'Bedding & Bath',
    name: 'Turkish Cotton Bath Towel Set',
    price: 79,
    description: 'Six plush, quick-drying towels woven from long-staple Turkish cotton.',
  },
  // Grocery
  {
    sub: 'Pantry Staples',
    name: 'Extra Virgin Olive Oil 3L Tin',
    price: 42,
    description: 'Cold-pressed extra virgin olive oil from a single estate, harvested this season.',
  },
  {
    sub: 'Pantry Staples',
    name: 'Organic Basmati Rice 20 lb',
    price: 39,
    description: 'Aged long-grain basmati rice with a delicate aroma; certified organic.',
  },
  {
    sub: 'Pantry Staples',
    name: 'Raw Wildflower Honey 5 lb',
    price: 34,
    description: 'Unfiltered raw honey from Texas wildflowers, packed in a resealable jar.',
  },
  {
    sub: 'Beverages',
    name: 'Whole Bean Coffee Medium Roast 5 lb',
    price: 59,
    description: 'Fair-trade Colombian beans roasted to order with notes of caramel and cocoa.',
  },
  {
    sub: 'Beverages',
    name: 'Sparkling Mineral Water 24-Pack',
    price: 28,
    description: 'Naturally carbonated mineral water in 500 ml glass bottles.',
  },
  {
    sub: 'Beverages',
    name: 'Organic Green Tea 100 Bags',
    price: 19,
    description: 'Japanese sencha green tea in compostable bags, bright and grassy.',
  },
  {
    sub: 'Snacks',
    name: 'Mixed Nuts Deluxe 3 lb',
    price: 32,
    description: 'Roasted cashews, almonds, pecans, pistachios and hazelnuts, lightly salted.',
  },
  {
    sub: 'Snacks',
    name: 'Dark Chocolate Bars 12-Pack',
    price: 36,
    description: '72 percent cacao single-origin dark chocolate bars, ethically sourced.',
  },
  // Health & Beauty
  {
    sub: 'Vitamins & Supplements',
    name: 'Daily Multivitamin 180 Tablets',
    price: 29,
    description: 'Complete multivitamin with vitamin D3, B12 and zinc; a six-month supply.',
  },
  {
    sub: 'Vitamins & Supplements',
    name: 'Whey Protein Isolate 5 lb',
    price: 89,
    description: '25 g of protein per serving with low sugar; chocolate flavour, third-party tested.',
  },
  {
    sub: 'Vitamins & Supplements',
    name: 'Omega-3 Fish Oil 240 Softgels',
    price: 34,
    description: 'Molecularly distilled fish oil with 1,000 mg EPA and DHA per serving.',
  },
  {
    sub: 'Skin Care',
    name: 'Hydrating Face Serum Set',
    price: 64,
    description: 'Hyaluronic acid and niacinamide serums for dewy, balanced skin; fragrance free.',
  },
  {
    sub: 'Skin Care',
    name: 'Mineral Sunscreen SPF 50 Family Pack',
    price: 48,
    description: 'Reef-friendly zinc oxide sunscreen, water resistant for 80 minutes; three tubes.',
  },
  {
    sub: 'Personal Care',
    name: 'Philips Sonicare Electric Toothbrush',
    price: 149,
    description: 'Sonic toothbrush with a pressure sensor, three modes and a two-week battery.',
  },
  {
    sub: 'Personal Care',
    name: 'Dyson Supersonic Hair Dryer',
    price: 429,
    description: 'Fast-drying hair dryer with intelligent heat control and five styling attachments.',
  },
  {
    sub: 'Personal Care',
    name: 'Braun Series 7 Electric Shaver',
    price: 189,
    description: 'Wet and dry shaver with a 360 flex head and a cleaning station.',
  },
  // Sports & Outdoors
  {
    sub: 'Fitness Equipment',
    name: 'Adjustable Dumbbells 5-52 lb Pair',
    price: 429,
    description: 'Dial-select dumbbells that replace 15 pairs of weights in one compact set.',
  },
  {
    sub: 'Fitness Equipment',
    name: 'Folding Treadmill with Incline',
    price: 899,
    description: 'Quiet 3.0 HP folding treadmill with 12 incline levels and a cushioned deck.',
  },
  {
    sub: 'Fitness Equipment',
    name: 'Premium Yoga Mat 6mm',
    price: 69,
    description: 'Non-slip natural rubber yoga mat with alignment lines and a carry strap.',
  },
  {
    sub: 'Camping & Hiking',
    name: '4-Person Camping Tent',
    price: 249,
    description: 'Weatherproof dome tent with a full rainfly, two doors and a 10-minute setup.',
  },
  {
    sub: 'Camping & Hiking',
    name: 'Insulated Water Bottle 32 oz 4-Pack',
    price: 99,
    description: 'Double-wall stainless bottles that keep drinks cold for 24 hours; BPA free.',
  },
  {
    sub: 'Camping & Hiking',
    name: 'Ultralight Down Sleeping Bag',
    price: 279,
    description: '650-fill down sleeping bag rated to 20 F, packs to the size of a loaf of bread.',
  },
  {
    sub: 'Cycling',
    name: 'Aluminum Road Bike 54cm',
    price: 1199,
    description: 'Lightweight road bike with Shimano 105 groupset, hydraulic disc brakes and carbon fork.',
  },
  {
    sub: 'Cycling',
    name: 'MIPS Cycling Helmet',
    price: 119,
    description: 'Ventilated road helmet with MIPS rotational impact protection and a rear light mount.',
  },
  // Office Supplies
  {
    sub: 'Office Furniture',
    name: 'Ergonomic Mesh Office Chair',
    price: 349,
    description: 'Breathable mesh chair with adjustable lumbar support, 4D armrests and a tilt lock.',
  },
  {
    sub: 'Office Furniture',
    name: 'Electric Standing Desk 60 x 30',
    price: 599,
    description: 'Dual-motor sit-stand desk with four memory presets and a bamboo top.',
  },
  {
    sub: 'Paper & Printing',
    name: 'Copy Paper 10-Ream Case',
    price: 59,
    description: '5,000 sheets of bright white 20 lb letter paper for laser and inkjet printers.',
  },
  {
    sub: 'Paper & Printing',
    name: 'Brother Wireless Laser Printer',
    price: 229,
    description: 'Monochrome laser printer with duplex printing, Wi-Fi and a 250-sheet tray.',
  },
  {
    sub: 'Paper & Printing',
    name: 'Gel Pens Assorted 48-Pack',
    price: 24,
    description: 'Smooth quick-drying 0.7 mm gel pens in 24 colours, two of each.',
  },
  {
    sub: 'Desk Accessories',
    name: 'LED Desk Lamp with Wireless Charger',
    price: 59,
    description: 'Dimmable desk lamp with five colour temperatures and a 10 W Qi charging pad.',
  },
  {
    sub: 'Desk Accessories',
    name: 'Bamboo Desk Organizer Set',
    price: 39,
    description: 'Five-piece bamboo organiser set for pens, letters, notes and cables.',
  },
  // Toys & Games
  {
    sub: 'Building Sets',
    name: 'Creative Brick Building Set 1500 Pieces',
    price: 89,
    description: 'Classic building bricks in 33 colours with wheels, windows and idea booklet.',
  },
  {
    sub: 'Building Sets',
    name: 'Magnetic Tiles 100-Piece Set',
    price: 99,
    description: 'Translucent magnetic tiles for 3D building, STEM learning and hours of play.',
  },
  {
    sub: 'Board Games',
    name: 'Settlers of Catan Board Game',
    price: 49,
    description: 'Trade, build and settle the island of Catan; for 3 to 4 players aged 10 and up.',
  },
  {
    sub: 'Board Games',
    name: 'Ticket to Ride Board Game',
    price: 54,
    description: 'Cross-country train adventure game for 2 to 5 players; easy to learn in 15 minutes.',
  },
  {
    sub: 'Board Games',
    name: '1000-Piece National Parks Puzzle',
    price: 22,
    description: "Illustrated jigsaw puzzle of America's national parks with a poster guide.",
  },
  {
    sub: 'Outdoor Play',
    name: 'Kids Balance Bike',
    price: 89,
    description: 'Lightweight balance bike with adjustable seat and puncture-proof tyres for ages 2 to 5.',
  },
  {
    sub: 'Outdoor Play',
    name: 'Backyard Soccer Goal Set',
    price: 79,
    description: 'Two pop-up soccer goals with a ball, cones and a carry bag.',
  },
  // Automotive
  {
    sub: 'Car Care',
    name: 'Ceramic Car Wax Kit',
    price: 49,
    description: 'Spray-on ceramic coating with microfibre towels for months of hydrophobic shine.',
  },
  {
    sub: 'Car Care',
    name: 'Cordless Car Vacuum',
    price: 69,
    description: 'Handheld cordless vacuum with HEPA filter and crevice tools for car interiors.',
  },
  {
    sub: 'Car Care',
    name: 'All-Weather Floor Mats Set',
    price: 129,
    description: 'Laser-measured floor liners that trap water, mud and snow; odourless TPE.',
  },
  {
    sub: 'Tools & Equipment',
    name: 'Portable Jump Starter 2000A',
    price: 119,
    description: 'Lithium jump starter for gas engines up to 8 L with a USB power bank and LED light.',
  },
  {
    sub: 'Tools & Equipment',
    name: 'Digital Tire Inflator',
    price: 59,
    description: 'Cordless tyre inflator with auto shut-off at the set pressure and a built-in gauge.',
  },
  {
    sub: 'Tools & Equipment',
    name: '3-Ton Floor Jack',
    price: 169,
    description: 'Low-profile steel floor jack with dual pump pistons for quick lifting.',
  },
  {
    sub: 'Tools & Equipment',
    name: 'Mechanics Tool Set 200 Pieces',
    price: 149,
    description: 'Chrome vanadium sockets, wrenches and bits in a sturdy three-drawer case.',
  },
  {
    sub: 'Car Care',
    name: 'Dash Cam Front and Rear 4K',
    price: 179,
    description: 'Dual dash camera with 4K front recording, night vision and parking mode.',
  },
  // Pet Supplies
  {
    sub: 'Dog Supplies',
    name: 'Grain-Free Dog Food 30 lb',
    price: 74,
    description: 'Salmon and sweet potato recipe with probiotics for healthy digestion.',
  },
  {
    sub: 'Dog Supplies',
    name: 'Orthopedic Dog Bed Large',
    price: 119,
    description: 'Memory foam dog bed with a washable cover and a waterproof liner.',
  },
  {
    sub: 'Dog Supplies',
    name: 'No-Pull Dog Harness',
    price: 34,
    description: 'Padded reflective harness with front and back clips for calmer walks.',
  },
  {
    sub: 'Cat Supplies',
    name: 'Self-Cleaning Cat Litter Box',
    price: 449,
    description: 'Automatic litter box with odour control, app alerts and multi-cat support.',
  },
  {
    sub: 'Cat Supplies',
    name: 'Cat Tree Tower 62-inch',
    price: 119,
    description: 'Multi-level cat tree with sisal scratching posts, two condos and a hammock.',
  },
  {
    sub: 'Cat Supplies',
    name: 'Premium Cat Food Variety 24 Cans',
    price: 39,
    description: 'Grain-free pate variety pack with chicken, turkey and salmon.',
  },
  {
    sub: 'Aquarium',
    name: '20 Gallon Aquarium Starter Kit',
    price: 149,
    description: 'Glass aquarium with LED hood, filter, heater and water conditioner.',
  },
  {
    sub: 'Aquarium',
    name: 'Aquarium Canister Filter',
    price: 119,
    description: 'Quiet canister filter for tanks up to 75 gallons with three-stage filtration.',
  },
  {
    sub: 'Dog Supplies',
    name: 'Interactive Dog Puzzle Toy Set',
    price: 29,
    description: 'Three treat puzzles of rising difficulty to keep dogs busy and sharp.',
  },
  {
    sub: 'Aquarium',
    name: 'Live Aquarium Plant Bundle',
    price: 35,
    description: 'Ten easy live plants, including java fern and anubias, for a natural tank.',
  },
];
