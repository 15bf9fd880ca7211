import { DATATYPE, type InputConfig } from '@bazaar/contracts';

/**
 * The demo's custom forms (issue #13), as the shops would write them: matched to products by the
 * start of their name; the enquiry-based and request-based products with no form of their own get
 * the store's general one. And Priya's enquiries, one in each status, answered on those forms.
 */

export type FieldSpec = {
  name: string;
  type: number;
  options?: string[];
  config?: InputConfig;
  required?: boolean;
  sensitive?: boolean;
};
export type FormSpec = { match: string; title: string; fields: FieldSpec[] };

const PHONE: FieldSpec = { name: 'Phone number', type: DATATYPE.phone, required: true, sensitive: true, config: { ext: '+91' } };
const PHOTOS = (name: string, max = 3): FieldSpec => ({
  name,
  type: DATATYPE.image,
  config: { supported_extensions: ['jpg', 'jpeg', 'png', 'webp'], min_image_count: 0, max_image_count: max, image_size: '5 MB' },
});

export const CHOWK_FORMS: FormSpec[] = [
  {
    match: 'Custom-tailored Kurta',
    title: 'Your measurements',
    fields: [
      { name: 'Chest', type: DATATYPE.text, required: true, config: { suffix_displayname: 'inches' } },
      { name: 'Waist', type: DATATYPE.text, required: true, config: { suffix_displayname: 'inches' } },
      { name: 'Kurta length', type: DATATYPE.text, required: true, config: { suffix_displayname: 'inches' } },
      { name: 'Sleeve', type: DATATYPE.radio, options: ['Full', 'Three-quarter', 'Half'], required: true, config: { default_selection: 'Full' } },
      { name: 'Fabric', type: DATATYPE.select, options: ['Cotton', 'Linen', 'Chanderi silk', 'Khadi'], required: true },
      { name: 'Extras', type: DATATYPE.checkbox, options: ['Side pockets', 'Contrast piping', 'Hand embroidery on the collar'] },
      PHOTOS('A kurta you like the fit of', 2),
      { name: 'Anything else', type: DATATYPE.paragraph },
    ],
  },
  {
    match: 'Tussar Silk Saree',
    title: 'Your saree',
    fields: [
      { name: 'Occasion date', type: DATATYPE.date, required: true, config: { format: 'dd-mm-yyyy' } },
      { name: 'Pallu motif', type: DATATYPE.choiceChips, options: ['Peacock', 'Paisley', 'Temple border', 'Plain'], required: true },
      { name: 'Blouse piece', type: DATATYPE.radio, options: ['Attached', 'Separate', 'None'] },
      PHOTOS('Colour reference'),
    ],
  },
  {
    match: 'Custom Name Plate',
    title: 'Your name plate',
    fields: [
      { name: 'Text on the plate', type: DATATYPE.text, required: true },
      { name: 'Script', type: DATATYPE.choiceChips, options: ['English', 'Hindi', 'Kannada', 'Tamil'], required: true },
      { name: 'Size', type: DATATYPE.select, options: ['8 x 4 in', '12 x 6 in', '18 x 9 in'], required: true },
      PHOTOS('Photo of the wall or gate', 2),
    ],
  },
  {
    match: 'Celebration Cake',
    title: 'Cake details',
    fields: [
      { name: 'Message on the cake', type: DATATYPE.text, required: true },
      { name: 'Flavour', type: DATATYPE.radio, options: ['Chocolate truffle', 'Red velvet', 'Pineapple', 'Eggless vanilla'], required: true },
      { name: 'Delivery date', type: DATATYPE.date, required: true },
      { name: 'Delivery time', type: DATATYPE.time, required: true },
      PHOTOS('Design you like', 1),
    ],
  },
  {
    match: 'Repair Visit',
    title: 'About the repair',
    fields: [
      {
        name: 'Appliance',
        type: DATATYPE.select,
        options: ['Washing machine', 'Refrigerator', 'Air conditioner', 'Microwave', 'Water purifier'],
        required: true,
      },
      { name: 'Brand and model', type: DATATYPE.text },
      { name: 'What is wrong', type: DATATYPE.paragraph, required: true },
      { name: 'Preferred visit', type: DATATYPE.dateTime, required: true },
      PHOTOS('Photo of the fault or error code', 2),
      PHONE,
    ],
  },
  {
    match: 'Bulk Dupattas for Events',
    title: 'Event order',
    fields: [
      { name: 'Event date', type: DATATYPE.date, required: true },
      { name: 'Pieces', type: DATATYPE.select, options: ['25–50', '51–100', '101–250', 'More than 250'], required: true },
      { name: 'Colours', type: DATATYPE.checkbox, options: ['Indigo', 'Rose', 'Teal', 'Saffron', 'Olive', 'Ivory'], required: true },
      PHOTOS('Outfit or theme reference'),
      PHONE,
    ],
  },
  {
    match: 'Office Cleaning Contract',
    title: 'Your office',
    fields: [
      { name: 'Company name', type: DATATYPE.text, required: true },
      {
        name: 'Office size',
        type: DATATYPE.select,
        options: ['Under 2,000 sq ft', '2,000–5,000 sq ft', '5,000–15,000 sq ft', 'Over 15,000 sq ft'],
        required: true,
      },
      { name: 'Cleaning days', type: DATATYPE.choiceChips, options: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], required: true },
      { name: 'Start from', type: DATATYPE.date },
      { name: 'Crew arrives by', type: DATATYPE.time },
      { name: 'Floor plan', type: DATATYPE.pdfFile, config: { supported_extensions: ['pdf'] } },
      { name: 'Work email', type: DATATYPE.email, required: true },
      PHONE,
    ],
  },
];

/** Every other enquiry-based product of the demo store: a quote request. */
export const CHOWK_QUOTE: FormSpec = {
  match: '',
  title: 'Request a quote',
  fields: [
    { name: 'Your name', type: DATATYPE.text, required: true },
    { name: 'Organisation', type: DATATYPE.text },
    { name: 'Email', type: DATATYPE.email, required: true },
    PHONE,
    { name: 'Requirements', type: DATATYPE.paragraph, required: true },
    { name: 'Brief or specification', type: DATATYPE.docsFile, config: { supported_extensions: ['doc', 'docx'] } },
  ],
};

/** Every other request-based product of the demo store. */
export const CHOWK_REQUEST: FormSpec = {
  match: '',
  title: 'Your request',
  fields: [{ name: 'Tell the maker what you need', type: DATATYPE.paragraph, required: true }, PHOTOS('Reference photos')],
};

/** The second store's shoppers write Arabic. */
export const SOUK_GENERAL: FormSpec = {
  match: '',
  title: 'تفاصيل الطلب',
  fields: [
    { name: 'الاسم', type: DATATYPE.text, required: true },
    { name: 'رقم الهاتف', type: DATATYPE.phone, required: true, sensitive: true, config: { ext: '+27' } },
    { name: 'التاريخ المفضل', type: DATATYPE.date },
    { name: 'ملاحظات', type: DATATYPE.paragraph },
  ],
};

/** Priya's enquiries: days ago, status (spec §4), feedback, and answers by field name; files made by the seed. */
export type Answers = Record<string, string[] | 'image' | 'kurta-photo' | 'pdf'>;
/** movedHoursAgo: when the vendor last moved it (its chat, seed-enquiries-chats-data.ts, agrees). */
export type EnquirySeed = { product: string; daysAgo: number; status: 1 | 2 | 3 | 4; movedHoursAgo?: number; feedback?: string; answers: Answers };

export const PRIYA_ENQUIRIES: EnquirySeed[] = [
  {
    product: 'Bulk Dupattas for Events',
    daysAgo: 2,
    status: 1,
    answers: {
      'Event date': ['2026-12-12'],
      Pieces: ['51–100'],
      Colours: ['Rose', 'Ivory'],
      'Outfit or theme reference': 'image',
      'Phone number': ['+91 90000 00001'],
    },
  },
  {
    product: 'Office Cleaning Contract',
    daysAgo: 6,
    status: 2,
    movedHoursAgo: 122,
    answers: {
      'Company name': ['Sharma Design Studio'],
      'Office size': ['2,000–5,000 sq ft'],
      'Cleaning days': ['Mon', 'Wed', 'Fri'],
      'Start from': ['2026-12-01'],
      'Crew arrives by': ['08:00'],
      'Floor plan': 'pdf',
      'Work email': ['priya@sharmadesign.example'],
      'Phone number': ['+91 90000 00001'],
    },
  },
  {
    product: 'Studio Monitor Pair',
    daysAgo: 20,
    status: 3,
    movedHoursAgo: 361,
    feedback: 'Quoted ₹41,500 for the pair with calibration; Priya bought them in store. Closing this enquiry.',
    answers: {
      'Your name': ['Priya Sharma'],
      Email: ['shopper@example.com'],
      'Phone number': ['+91 90000 00001'],
      Requirements: ['A pair for a 10 x 12 ft home studio, mostly vocals and podcast editing. Do you calibrate for the room?'],
    },
  },
  {
    product: 'Corporate Wellness Programme',
    daysAgo: 35,
    status: 4,
    movedHoursAgo: 813,
    feedback: 'We run the programme for teams of 20 or more; for 8 people our weekend group classes fit better.',
    answers: {
      'Your name': ['Priya Sharma'],
      Organisation: ['Sharma Design Studio'],
      Email: ['priya@sharmadesign.example'],
      'Phone number': ['+91 90000 00001'],
      Requirements: ['Twice-weekly morning yoga for a team of 8, at our office in HSR Layout.'],
    },
  },
];

/** Omar's enquiry in the second store, in Arabic as its shoppers write; the coffee house is preparing a quote. */
export const OMAR_ENQUIRIES: EnquirySeed[] = [
  {
    product: 'هدايا الشركات',
    daysAgo: 4,
    status: 2,
    movedHoursAgo: 70,
    answers: {
      الاسم: ['عمر حداد'],
      'رقم الهاتف': ['+27 82 123 4567'],
      'التاريخ المفضل': ['2026-12-15'],
      ملاحظات: ['٢٥ صندوق هدايا من القهوة والتمور لعملاء الشركة، مع بطاقة باسم الشركة في كل صندوق.'],
    },
  },
];
