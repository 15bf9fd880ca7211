/**
 * The demo's chats (issue #13), as the people in them would write: Priya with the vendors of her
 * enquiries (seed-enquiries-data.ts), Omar with a coffee house of the second store, in Arabic (the
 * kurta's chat is in seed-enquiries-request.ts). Each line: hours before the seed ran, who wrote it, the text.
 * Messages marked `unread` have not been read by the other side yet (the badges). No line holds a
 * phone number or an e-mail address: the store masks them before an order (chat-masking.ts).
 */

export type ChatLine = { hoursAgo: number; from: 'customer' | 'vendor'; text: string; unread?: true };

/** By the product the enquiry is about (as PRIYA_ENQUIRIES and OMAR_ENQUIRIES name it). */
export const ENQUIRY_CHATS: Record<string, ChatLine[]> = {
  // Open, sent two days ago: the vendor has answered but not yet taken it on; Priya has not read the answers.
  'Bulk Dupattas for Events': [
    {
      hoursAgo: 47,
      from: 'customer',
      text: "Hello! These are for my cousin's sangeet on 12 December, about 60 pieces in rose and ivory. Could you do an ombré from one to the other?",
    },
    {
      hoursAgo: 26,
      from: 'vendor',
      text: 'Namaste Priya ji! Yes, we dye ombré by hand, so each piece comes out a little different. That is the charm of it.',
      unread: true,
    },
    { hoursAgo: 25, from: 'vendor', text: 'Shall I courier one sample dupatta before we start the lot? It would reach you in two days.', unread: true },
  ],
  // In progress since the visit; the quote came this week and its last line is still unread.
  'Office Cleaning Contract': [
    {
      hoursAgo: 143,
      from: 'customer',
      text: 'Hi, we are a design studio of about 3,400 sq ft; the floor plan is attached. Mondays, Wednesdays and Fridays, with the crew in by 8.',
    },
    {
      hoursAgo: 122,
      from: 'vendor',
      text: 'Thank you! We would like to visit once to see the pantry and the washrooms before we quote. Would Thursday at 11 suit you?',
    },
    { hoursAgo: 120, from: 'customer', text: 'Thursday at 11 works. Please ask for Priya at reception.' },
    {
      hoursAgo: 74,
      from: 'vendor',
      text: 'Thank you for showing us around today. Our quote: ₹18,500 a month for three visits a week, two cleaners, supplies included.',
    },
    { hoursAgo: 73, from: 'vendor', text: 'We can start on 1 December as you asked.', unread: true },
  ],
  // Closed: quoted, and Priya bought the pair at the shop.
  'Studio Monitor Pair': [
    { hoursAgo: 479, from: 'customer', text: 'Hi! The room is 10 x 12 ft with a few foam panels. Do you calibrate the monitors for the room?' },
    { hoursAgo: 455, from: 'vendor', text: 'Yes, we bring a measurement mic and set the EQ for your room. For the pair with calibration it comes to ₹41,500.' },
    { hoursAgo: 452, from: 'customer', text: "That's within my budget. I'll come by the shop on Saturday to hear them first." },
    { hoursAgo: 430, from: 'vendor', text: 'Great, ask for Arjun. We will have them set up in the listening room.' },
    { hoursAgo: 362, from: 'customer', text: 'Bought them at the shop today. Thank you, they sound lovely!' },
    { hoursAgo: 361, from: 'vendor', text: 'Enjoy them! I will close this enquiry then.' },
  ],
  // Rejected: the programme is for bigger teams.
  'Corporate Wellness Programme': [
    { hoursAgo: 839, from: 'customer', text: 'Hello, could you run twice-weekly morning yoga for our team of 8, at our office?' },
    {
      hoursAgo: 815,
      from: 'vendor',
      text: 'Thank you for thinking of us. The corporate programme needs a team of 20 or more, so we cannot take this one on. Our weekend group classes would suit 8 people well.',
    },
    { hoursAgo: 814, from: 'customer', text: 'Understood, thank you. I will look at the weekend classes.' },
  ],
  // The second store: Omar asks a coffee house for corporate gift boxes; his last question waits for the vendor.
  'هدايا الشركات': [
    { hoursAgo: 95, from: 'customer', text: 'مرحبًا، نحتاج ٢٥ صندوق هدايا لعملاء شركتنا قبل ١٥ ديسمبر. هل يمكن إضافة بطاقة باسم الشركة؟' },
    { hoursAgo: 70, from: 'vendor', text: 'أهلًا أستاذ عمر، نعم بالتأكيد. نقترح صندوقًا فيه قهوة عربية بالهيل وتمر خلاص محشو باللوز.' },
    { hoursAgo: 69, from: 'vendor', text: 'سنرسل لك صورة الصندوق النموذجي مع السعر غدًا.' },
    { hoursAgo: 45, from: 'customer', text: 'ممتاز، بانتظار الصورة. وهل يمكن التوصيل إلى مكتبنا في كيب تاون؟', unread: true },
  ],
};
