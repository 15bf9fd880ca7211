import { SHIRT_AISLES } from './chowk-shirts';
import type { Family } from './images';
import type { OrderFlow, ProductType } from './types';

/** One kind of item in an aisle; prices in rupees, `{v}` in the text is the variant (colour, material…). */
export type ItemSpec = {
  name: string;
  min: number;
  max: number;
  text: string;
  type?: ProductType;
  flow?: OrderFlow;
  free?: boolean;
  hidden?: boolean;
};

export type Aisle = {
  category: string;
  vendor: string;
  family: Family;
  count: number;
  type: ProductType;
  days: [number, number];
  /** The attribute whose value prefixes the name ("Indigo Dabu Cotton Saree"). */
  variant: { name: string; values: string[] };
  extra: { name: string; values: string[] }[];
  items: ItemSpec[];
  closers: string[];
  /** Arabic names put the variant after the item ("عود كمبودي"). */
  arabic?: boolean;
};

const i = (name: string, min: number, max: number, text: string, more: Partial<ItemSpec> = {}): ItemSpec => ({ name, min, max, text, ...more });

/** Product tables of store 12. Plain data: the generator combines items, variants and closers. */
export const CHOWK_AISLES: Aisle[] = [
  {
    category: 'sarees',
    vendor: 'rangrez-block-prints',
    family: 'saree',
    count: 20,
    type: 'Physical',
    days: [4, 7],
    variant: { name: 'Print', values: ['Indigo Dabu', 'Bagru Red', 'Sanganeri Floral', 'Ajrakh', 'Kalamkari', 'Leheriya', 'Bandhani', 'Mustard Buta'] },
    extra: [
      { name: 'Length', values: ['5.5 m with blouse piece', '6.3 m with blouse piece'] },
      { name: 'Wash care', values: ['Hand wash cold', 'Dry clean only'] },
    ],
    items: [
      i('Cotton Saree', 1299, 2899, 'A breathable mulmul-cotton saree hand block-printed in {v} with natural dyes.'),
      i('Chanderi Silk Saree', 3499, 8999, 'Sheer Chanderi silk-cotton with a {v} print and a woven zari border.'),
      i('Linen Saree', 2999, 5499, 'Slub linen that softens with every wash, printed in {v} by hand.'),
      i('Tussar Silk Saree', 6999, 18999, 'Raw tussar silk with a {v} pallu, made to order for weddings.', { flow: 'request_based' }),
      i('Mulmul Saree', 1199, 2299, 'Feather-light mulmul for Indian summers in a {v} pattern.'),
    ],
    closers: [
      'Each piece carries the small irregularities of hand printing.',
      'Colours are fixed with a traditional alum wash.',
      'Comes folded in a reusable cloth pouch.',
    ],
  },
  {
    category: 'kurtas',
    vendor: 'rangrez-block-prints',
    family: 'kurta',
    count: 20,
    type: 'Physical',
    days: [3, 6],
    variant: { name: 'Colour', values: ['Indigo', 'Rust', 'Ivory', 'Sage Green', 'Mustard', 'Madder Red', 'Charcoal', 'Peach'] },
    extra: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Fabric', values: ['Cotton', 'Cotton-linen', 'Rayon'] },
    ],
    items: [
      i("Men's Straight Kurta", 899, 1899, 'A straight-cut {v} kurta with a mandarin collar and side pockets.'),
      i("Women's A-line Kurta", 999, 2199, 'An A-line {v} kurta with three-quarter sleeves and a hand-printed yoke.'),
      i('Short Kurti', 599, 1199, 'A hip-length {v} kurti that pairs with jeans or palazzos.'),
      i('Kurta Pyjama Set', 1799, 3499, 'A two-piece {v} kurta set in soft cotton for festivals.'),
      i('Custom-tailored Kurta', 2499, 4999, 'Send your measurements and we stitch a {v} kurta to fit.', { flow: 'request_based' }),
    ],
    closers: ['Pre-washed, so it will not shrink.', 'Model is 5\'8" and wears size M.', 'Buttons are coconut shell.'],
  },
  {
    category: 'dupattas-stoles',
    vendor: 'rangrez-block-prints',
    family: 'stole',
    count: 14,
    type: 'Physical',
    days: [3, 6],
    variant: { name: 'Colour', values: ['Indigo', 'Rose', 'Teal', 'Saffron', 'Olive', 'Ivory'] },
    extra: [{ name: 'Size', values: ['2.25 m x 1 m', '2 m x 0.7 m'] }],
    items: [
      i('Mulmul Dupatta', 499, 999, 'A soft {v} mulmul dupatta with tassels on both ends.'),
      i('Kota Doria Dupatta', 799, 1499, 'Airy Kota doria with a {v} block print and gota edging.'),
      i('Wool Stole', 1299, 2499, 'A warm {v} merino-blend stole for Delhi winters.'),
      i('Bulk Dupattas for Events', 15000, 60000, 'Matching {v} dupattas in lots of 25 or more for weddings and events.', {
        flow: 'enquiry_based',
        hidden: true,
      }),
    ],
    closers: ['Light enough to fold into a handbag.', 'Edges are hand-finished.'],
  },
  {
    category: 'cookware',
    vendor: 'kansa-and-clay',
    family: 'pan',
    count: 18,
    type: 'Physical',
    days: [4, 8],
    variant: { name: 'Material', values: ['Brass', 'Kansa', 'Copper', 'Cast Iron', 'Tin-lined Brass'] },
    extra: [
      { name: 'Capacity', values: ['1 L', '1.5 L', '2 L', '3 L', '5 L'] },
      { name: 'Stovetop', values: ['Gas', 'Gas and induction'] },
    ],
    items: [
      i('Kadhai', 1499, 4999, 'A deep {v} kadhai for sabzis and deep frying, with riveted handles.'),
      i('Tawa', 899, 2499, 'A flat {v} tawa for rotis, dosas and parathas.'),
      i('Handi with Lid', 1999, 5999, 'A round-bellied {v} handi for slow-cooked dals and biryani.'),
      i('Dinner Thali Set', 2999, 9999, 'A six-piece {v} thali set with katoris and a glass.'),
      i('Water Bottle', 799, 1999, 'A leak-proof {v} bottle that keeps water cool.'),
    ],
    closers: ['Seasoned and ready to use.', 'Clean with tamarind or lemon to restore the shine.', 'Made in Moradabad by third-generation metalsmiths.'],
  },
  {
    category: 'decor',
    vendor: 'kansa-and-clay',
    family: 'vase',
    count: 16,
    type: 'Physical',
    days: [4, 8],
    variant: { name: 'Finish', values: ['Terracotta', 'Antique Brass', 'Hand-painted Blue', 'Matte Black', 'Ivory Glaze'] },
    extra: [{ name: 'Height', values: ['15 cm', '22 cm', '30 cm', '45 cm'] }],
    items: [
      i('Flower Vase', 699, 2499, 'A {v} vase shaped on the wheel and finished by hand.'),
      i('Diya Set of 6', 299, 899, 'Six {v} diyas for Diwali and everyday puja.'),
      i('Urli Bowl', 1499, 4999, 'A wide {v} urli for floating flowers at the entrance.'),
      i('Wall Plate', 999, 2999, 'A decorative {v} wall plate with a lotus motif.'),
      i('Hanging Lantern', 1299, 3999, 'A pierced {v} lantern that throws patterned light.'),
      i('Custom Name Plate', 1999, 6999, 'A {v} house name plate engraved with your family name.', { flow: 'request_based' }),
    ],
    closers: ['Each piece is slightly different.', 'Packed in double-wall cartons with straw.'],
  },
  {
    category: 'bed-bath',
    vendor: 'rangrez-block-prints',
    family: 'bedding',
    count: 16,
    type: 'Physical',
    days: [4, 7],
    variant: { name: 'Print', values: ['Indigo Buti', 'Rose Jaal', 'Green Leaf', 'Mughal Floral', 'Grey Stripe', 'Sunset Ajrakh'] },
    extra: [{ name: 'Size', values: ['Single', 'Double', 'King'] }],
    items: [
      i('Cotton Bedsheet Set', 1499, 3499, 'A 220-thread-count {v} bedsheet with two pillow covers.'),
      i('Jaipuri Razai', 2499, 5999, 'A cotton-filled {v} razai, light yet warm.'),
      i('Dohar', 1799, 3999, 'A three-layer mulmul {v} dohar for air-conditioned rooms.'),
      i('Bath Towel Pair', 799, 1499, 'Two thick cotton towels with a {v} border.'),
    ],
    closers: ['Gets softer with every wash.', 'Machine wash on a gentle cycle.'],
  },
  {
    category: 'spices',
    vendor: 'malabar-spice-estate',
    family: 'jar',
    count: 22,
    type: 'Physical',
    days: [3, 6],
    variant: { name: 'Pack', values: ['100 g', '200 g', '250 g', '500 g', '1 kg'] },
    extra: [
      { name: 'Harvest', values: ['Jan 2026', 'Mar 2026', 'Oct 2025'] },
      { name: 'Form', values: ['Whole', 'Ground'] },
    ],
    items: [
      i('Green Cardamom 8 mm', 349, 2999, 'Bold 8 mm green cardamom pods, packed as {v}.'),
      i('Tellicherry Black Pepper', 199, 1499, 'Extra-bold Tellicherry pepper with a bright, piney heat, {v}.'),
      i('Ceylon Cinnamon Quills', 249, 1699, 'Thin, sweet true-cinnamon quills, {v}.'),
      i('Lakadong Turmeric', 149, 899, 'High-curcumin Lakadong turmeric ground in small batches, {v}.'),
      i('Kashmiri Chilli Powder', 179, 999, 'Deep red, mildly hot Kashmiri chilli, {v}.'),
      i('Whole Cloves', 229, 1599, 'Hand-picked, oil-rich cloves, {v}.'),
      i('Garam Masala', 199, 999, 'Our family garam masala, roasted and stone-ground, {v}.'),
      i('Spice Sample Sachet', 0, 0, "A free {v} tasting sachet of this season's cardamom.", { free: true }),
    ],
    closers: [
      'Sun-dried on the estate and packed within a week.',
      'Store in a cool, dry place away from sunlight.',
      'No colour, no fillers, no preservatives.',
    ],
  },
  {
    category: 'tea-coffee',
    vendor: 'malabar-spice-estate',
    family: 'cup',
    count: 18,
    type: 'Physical',
    days: [3, 6],
    variant: { name: 'Pack', values: ['100 g', '250 g', '500 g', '1 kg'] },
    extra: [{ name: 'Roast / grade', values: ['Medium roast', 'Dark roast', 'FTGFOP1', 'CTC BOP'] }],
    items: [
      i('Munnar High-grown Tea', 199, 1299, 'A bright, brisk black tea from 1,600 m, {v}.'),
      i('Masala Chai Blend', 229, 1199, 'Assam CTC with cardamom, ginger and clove, {v}.'),
      i('Monsooned Malabar Coffee', 349, 1899, 'Low-acid, earthy coffee beans aged in the monsoon winds, {v}.'),
      i('Filter Coffee with Chicory', 249, 1299, 'An 80:20 South Indian filter blend, {v}.'),
      i('Monthly Tea Subscription', 499, 999, 'A new estate tea every month, {v} per box, delivered on the 5th.', { type: 'Subscription' }),
      i('Coffee Subscription', 699, 1499, 'Freshly roasted beans every fortnight, {v} per delivery.', { type: 'Subscription' }),
    ],
    closers: ['Packed in foil pouches with a zip lock.', 'Brewing notes are printed on the pack.'],
  },
  {
    category: 'bakery',
    vendor: 'koregaon-bake-house',
    family: 'bread',
    count: 18,
    type: 'Physical',
    days: [1, 1],
    variant: { name: 'Flavour', values: ['Classic', 'Multigrain', 'Jowar', 'Walnut', 'Cranberry', 'Cheese Jalapeño', 'Garlic Herb'] },
    extra: [
      { name: 'Weight', values: ['400 g', '500 g', '750 g'] },
      { name: 'Eggless', values: ['Yes', 'No'] },
    ],
    items: [
      i('Sourdough Loaf', 249, 449, 'A 36-hour {v} sourdough with a crackling crust.'),
      i('Nankhatai Cookies', 199, 349, 'Ghee-rich {v} nankhatai, baked in small batches.'),
      i('Tea Cake', 299, 549, 'A soft {v} tea cake for the evening chai.'),
      i('Pav Pack of 12', 79, 149, 'Pillowy {v} ladi pav for vada pav and misal.'),
      i('Celebration Cake', 899, 2499, 'A made-to-order {v} cake; tell us the message and date.', { flow: 'request_based' }),
    ],
    closers: ['Baked the morning it ships.', 'Best eaten within three days.', 'No maida improvers or preservatives.'],
  },
  {
    category: 'organic-staples',
    vendor: 'koregaon-bake-house',
    family: 'grain',
    count: 18,
    type: 'Physical',
    days: [2, 4],
    variant: { name: 'Pack', values: ['500 g', '1 kg', '2 kg', '5 kg'] },
    extra: [{ name: 'Certification', values: ['India Organic', 'PGS Organic'] }],
    items: [
      i('Foxtail Millet', 99, 499, 'Unpolished foxtail millet from Karnataka farmer groups, {v}.'),
      i('Toor Dal', 149, 899, 'Unpolished organic toor dal that cooks creamy, {v}.'),
      i('Kolhapuri Jaggery', 89, 499, 'Chemical-free jaggery blocks, {v}.'),
      i('Cold-pressed Groundnut Oil', 299, 1499, 'Wood-pressed groundnut oil, {v}.'),
      i('Weekly Organic Veg Box', 499, 899, 'Seasonal organic vegetables every Saturday, about {v} per box.', { type: 'Subscription' }),
    ],
    closers: ['Sourced directly from farmer collectives.', 'Cleaned and packed without polishing.'],
  },
  {
    category: 'audio',
    vendor: 'circuit-galli',
    family: 'headphones',
    count: 18,
    type: 'Physical',
    days: [1, 3],
    variant: { name: 'Colour', values: ['Matte Black', 'Arctic White', 'Midnight Blue', 'Olive', 'Coral'] },
    extra: [
      { name: 'Warranty', values: ['6 months', '1 year'] },
      { name: 'Battery', values: ['20 h', '30 h', '40 h', '50 h'] },
    ],
    items: [
      i('True Wireless Earbuds', 999, 4999, 'Bluetooth 5.3 earbuds in {v} with low-latency gaming mode.'),
      i('Over-ear ANC Headphones', 2999, 12999, 'Active noise cancelling headphones in {v} with soft memory-foam cups.'),
      i('Neckband Earphones', 699, 1999, 'A {v} neckband with magnetic earbuds and fast charging.'),
      i('Portable Bluetooth Speaker', 1499, 6999, 'A splash-proof {v} speaker with deep bass.'),
      i('Studio Monitor Pair', 18999, 49999, 'A pair of {v} studio monitors; we confirm stock and calibration before billing.', { flow: 'enquiry_based' }),
    ],
    closers: ['Tested in our shop before dispatch.', 'GST invoice included.', 'Comes with a USB-C cable.'],
  },
  {
    category: 'accessories',
    vendor: 'circuit-galli',
    family: 'charger',
    count: 18,
    type: 'Physical',
    days: [1, 3],
    variant: { name: 'Colour', values: ['Black', 'White', 'Grey', 'Blue'] },
    extra: [{ name: 'Compatibility', values: ['USB-C phones', 'iPhone', 'Laptops up to 65 W', 'All phones'] }],
    items: [
      i('65 W GaN Charger', 1499, 2999, 'A compact {v} 65 W GaN charger with two USB-C ports.'),
      i('Braided USB-C Cable', 199, 699, 'A 1.5 m braided {v} cable rated for 10,000 bends.'),
      i('10000 mAh Power Bank', 999, 2499, 'A slim {v} power bank with 22.5 W fast charging.'),
      i('Shockproof Phone Case', 299, 999, 'A {v} case with raised edges and air-cushion corners.'),
      i('Screen Guard Fitting', 0, 0, 'Bring a {v} guard from us and we fit it free at the shop.', { free: true }),
    ],
    closers: ['BIS certified.', 'Replacement in 7 days if faulty.'],
  },
  {
    category: 'home-cleaning',
    vendor: 'gharseva-home-services',
    family: 'house',
    count: 16,
    type: 'Service',
    days: [0, 1],
    variant: { name: 'Home size', values: ['1 BHK', '2 BHK', '3 BHK', '4 BHK', 'Villa'] },
    extra: [
      { name: 'Duration', values: ['2 hours', '4 hours', '6 hours', '8 hours'] },
      { name: 'Team', values: ['2 professionals', '3 professionals'] },
    ],
    items: [
      i('Full Home Deep Cleaning', 2999, 9999, 'Top-to-bottom deep cleaning for a {v}, including cupboards and fans.'),
      i('Kitchen Deep Cleaning', 1499, 3499, 'Degreasing of chimney, hob, tiles and cabinets for a {v} kitchen.'),
      i('Bathroom Cleaning', 499, 1499, 'Descaling and disinfection of bathrooms in a {v}.'),
      i('Sofa Shampooing', 799, 2499, 'Foam shampoo and vacuum of sofas in a {v}.'),
      i('Quarterly Cleaning Pack', 7999, 24999, 'Four deep cleans a year for a {v}, booked one slot at a time.', { type: 'Packaged Service' }),
      i('Office Cleaning Contract', 20000, 150000, 'Daily housekeeping for offices the size of a {v} and up; we visit and quote.', {
        flow: 'enquiry_based',
        hidden: true,
      }),
    ],
    closers: ['Our team brings its own equipment and chemicals.', 'Pick a slot; we arrive within 30 minutes of it.', 'Background-verified professionals.'],
  },
  {
    category: 'appliance-repair',
    vendor: 'gharseva-home-services',
    family: 'wrench',
    count: 18,
    type: 'Service',
    days: [0, 1],
    variant: { name: 'Appliance', values: ['Split AC', 'Window AC', 'Washing Machine', 'Refrigerator', 'Microwave', 'Water Purifier'] },
    extra: [{ name: 'Visit', values: ['60 min', '90 min', '120 min'] }],
    items: [
      i('Servicing', 399, 1499, 'A thorough {v} service with cleaning and a performance check.'),
      i('Repair Visit', 249, 599, 'A technician diagnoses your {v}; parts are quoted before any work.', { flow: 'request_based' }),
      i('Installation', 499, 1999, 'Professional {v} installation with stand and fittings check.'),
      i('Annual Maintenance Plan', 1999, 5999, 'Three scheduled {v} services a year with priority repairs.', { type: 'Packaged Service' }),
      i('Free Inspection', 0, 0, 'A free {v} inspection visit for new customers.', { free: true }),
    ],
    closers: ['30-day warranty on the service.', 'Pay after the job by UPI or cash.', 'Genuine spare parts only.'],
  },
  {
    category: 'fitness',
    vendor: 'gharseva-home-services',
    family: 'yoga',
    count: 14,
    type: 'Service',
    days: [0, 1],
    variant: { name: 'Style', values: ['Hatha', 'Vinyasa', 'Prenatal', 'Power', 'Iyengar'] },
    extra: [
      { name: 'Where', values: ['At home', 'Online'] },
      { name: 'Session length', values: ['45 min', '60 min'] },
    ],
    items: [
      i('Yoga Session', 499, 1299, 'A one-to-one {v} yoga class with a certified coach.'),
      i('10-session Yoga Pack', 4499, 11999, 'Ten {v} yoga classes; book each slot as it suits you.', { type: 'Packaged Service' }),
      i('Personal Training Session', 799, 1999, 'A {v}-inspired strength and mobility session.'),
      i('Corporate Wellness Programme', 25000, 200000, '{v} yoga for teams, on site or online; we tailor the plan.', { flow: 'enquiry_based', hidden: true }),
    ],
    closers: ['Coaches are RYT-200 certified.', 'Bring a mat or borrow ours.'],
  },
  {
    category: 'e-books',
    vendor: 'pixel-pothi-studio',
    family: 'book',
    count: 16,
    type: 'Digital',
    days: [0, 0],
    variant: { name: 'Language', values: ['English', 'Hindi', 'Marathi', 'Tamil'] },
    extra: [
      { name: 'Format', values: ['PDF', 'EPUB', 'PDF + EPUB'] },
      { name: 'Pages', values: ['84', '126', '212', '340'] },
    ],
    items: [
      i('Everyday Indian Cookbook', 149, 399, 'One hundred weekday recipes, in {v}, tested in a small kitchen.'),
      i('GST for Small Shops', 199, 499, 'A plain-language guide to GST returns for shopkeepers, in {v}.'),
      i('Bedtime Stories from the Panchatantra', 0, 0, 'Twelve retold Panchatantra tales in {v}; free to download.', { free: true }),
      i('Balcony Gardening Handbook', 99, 299, 'Grow herbs and vegetables on a city balcony, in {v}.'),
    ],
    closers: ['Download link arrives instantly.', 'Read on any phone, tablet or e-reader.'],
  },
  {
    category: 'courses',
    vendor: 'pixel-pothi-studio',
    family: 'course',
    count: 14,
    type: 'Digital',
    days: [0, 0],
    variant: { name: 'Level', values: ['Beginner', 'Intermediate', 'Advanced'] },
    extra: [
      { name: 'Duration', values: ['4 hours', '8 hours', '12 hours', '20 hours'] },
      { name: 'Certificate', values: ['Yes', 'No'] },
    ],
    items: [
      i('Spoken English Course', 499, 2999, 'A {v} video course with daily speaking drills.'),
      i('Excel for Accountants', 799, 3499, 'A {v} Excel course built around Tally exports and GST sheets.'),
      i('Digital Marketing for Kirana Stores', 999, 4999, 'A {v} course on WhatsApp catalogues, Google Maps and local ads.'),
      i('Python Programming', 1499, 6999, 'A {v} Python course with projects in Hindi and English.'),
      i('Intro to Photography', 0, 0, 'A free {v} mini-course on phone photography.', { free: true }),
    ],
    closers: ['Lifetime access on our app.', 'Doubts answered within a day.'],
  },
  {
    category: 'software',
    vendor: 'pixel-pothi-studio',
    family: 'laptop',
    count: 14,
    type: 'Digital',
    days: [0, 0],
    variant: { name: 'Edition', values: ['Basic', 'Standard', 'Pro'] },
    extra: [
      { name: 'Licence', values: ['1 device', '3 devices', 'Annual'] },
      { name: 'Platform', values: ['Windows', 'Windows, macOS', 'Web'] },
    ],
    items: [
      i('Billing & GST Invoicing', 1999, 9999, 'The {v} edition of our GST billing software with e-way bills.'),
      i('Inventory Manager', 2999, 14999, 'The {v} edition of our stock and reorder manager for small shops.'),
      i('Cloud Accounting Plan', 299, 1499, 'Monthly {v} cloud accounting with automatic bank sync.', { type: 'Subscription' }),
      i('Enterprise Licence', 100000, 500000, 'A site-wide {v} licence with on-site training; priced per branch.', { flow: 'enquiry_based', hidden: true }),
    ],
    closers: ['Licence key is emailed instantly.', 'Free updates for a year.'],
  },
  {
    category: 'apis',
    vendor: 'pixel-pothi-studio',
    family: 'api',
    count: 12,
    type: 'API Product',
    days: [0, 0],
    variant: { name: 'Plan', values: ['Starter', 'Growth', 'Scale'] },
    extra: [
      { name: 'Rate limit', values: ['10 req/s', '50 req/s', '200 req/s'] },
      { name: 'Requests per month', values: ['10,000', '100,000', '1,000,000'] },
    ],
    items: [
      i('Pincode Lookup API', 499, 9999, 'The {v} plan of our API returning district, state and serviceability for any Indian pincode.'),
      i('GSTIN Verification API', 999, 19999, 'Verify GSTINs in real time on the {v} plan.'),
      i('SMS OTP API', 799, 14999, 'Send OTPs over DLT-registered routes on the {v} plan.'),
      i('Custom Data API', 50000, 500000, 'A {v} API built around your data; talk to us for a quote.', { flow: 'enquiry_based', hidden: true }),
    ],
    closers: ['Sandbox keys are issued instantly.', '99.9% uptime on paid plans.'],
  },
  // Added after the aisles above were seeded: last, so the products above keep their ids.
  ...SHIRT_AISLES,
];

/**
 * Bundled products made of other seeded products (by aisle and position), each in the category of
 * its parts (a bundle of services is not a grocery hamper), its text naming only what it holds.
 */
export const CHOWK_BUNDLES: { name: string; text: string; vendor: string; category: string; parts: [string, number][] }[] = [
  {
    name: 'Diwali Spice Hamper',
    text: 'Cardamom, pepper, cinnamon and our garam masala in a jute gift box.',
    vendor: 'malabar-spice-estate',
    category: 'gift-hampers',
    parts: [
      ['spices', 0],
      ['spices', 1],
      ['spices', 2],
      ['spices', 6],
    ],
  },
  {
    name: "Chai Lover's Box",
    text: 'High-grown tea, masala chai and a brass water bottle.',
    vendor: 'malabar-spice-estate',
    category: 'gift-hampers',
    parts: [
      ['tea-coffee', 0],
      ['tea-coffee', 1],
      ['cookware', 14],
    ],
  },
  {
    name: 'Festive Puja Set',
    text: 'Diyas, an urli and a kansa thali for the festival.',
    vendor: 'kansa-and-clay',
    category: 'decor',
    parts: [
      ['decor', 1],
      ['decor', 2],
      ['cookware', 13],
    ],
  },
  {
    name: "Bride's Trousseau Bundle",
    text: 'A Chanderi silk saree, a Kota doria dupatta and a block-printed bedsheet set.',
    vendor: 'rangrez-block-prints',
    category: 'sarees',
    parts: [
      ['sarees', 1],
      ['dupattas-stoles', 1],
      ['bed-bath', 0],
    ],
  },
  {
    name: 'Breakfast Basket',
    text: 'Sourdough, tea cake and jaggery for a slow Sunday.',
    vendor: 'koregaon-bake-house',
    category: 'gift-hampers',
    parts: [
      ['bakery', 0],
      ['bakery', 2],
      ['organic-staples', 2],
    ],
  },
  {
    name: 'Work-from-home Kit',
    text: 'ANC headphones, a GaN charger and a braided cable.',
    vendor: 'circuit-galli',
    category: 'accessories',
    parts: [
      ['audio', 1],
      ['accessories', 0],
      ['accessories', 1],
    ],
  },
  {
    name: 'Move-in Home Care Bundle',
    text: 'A full-home deep clean plus AC servicing, each booked in a slot.',
    vendor: 'gharseva-home-services',
    category: 'home-cleaning',
    parts: [
      ['home-cleaning', 0],
      ['appliance-repair', 10],
    ],
  },
  {
    name: 'Small Business Starter Pack',
    text: 'Billing software, the GST guide and the Excel course.',
    vendor: 'pixel-pothi-studio',
    category: 'software',
    parts: [
      ['software', 0],
      ['e-books', 1],
      ['courses', 1],
    ],
  },
];
