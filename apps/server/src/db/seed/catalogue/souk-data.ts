import type { Aisle } from './chowk-products';
import { policy, type CategorySeed, type VendorSeed } from './types';

/** The small Arabic-first catalogue of store 13 (souk, ZAR). Plain data. */
export const SOUK_VENDORS: VendorSeed[] = [
  {
    slug: 'dar-al-oud',
    name: 'دار العود',
    description: 'بيت عطور عائلي في كيب تاون يقدّم العود والبخور والعطور الزيتية المخلوطة يدويًا.',
    city: 'Cape Town',
    rating: 4.7,
    ratingCount: 312,
    deliversEverywhere: true,
    pincodes: [],
    policies: policy({ return_allowed: true, return_days: 14, cancellation_allowed: true }),
    logo: { mark: 'ع', word: 'دار العود', tagline: 'DAR AL OUD', accent: '#7c2d12' },
  },
  {
    slug: 'bayt-al-qahwa',
    name: 'بيت القهوة والتمور',
    description: 'قهوة عربية محمّصة طازجة وتمور فاخرة من المدينة والأحساء، تُشحن من جوهانسبرغ.',
    city: 'Johannesburg',
    rating: 4.5,
    ratingCount: 198,
    deliversEverywhere: false,
    // South African postal codes: Cape Town city centre and Sea Point, Johannesburg and Sandton.
    pincodes: ['8001', '8005', '2001', '2196'],
    policies: policy({ return_allowed: false, cancellation_allowed: true }),
    logo: { mark: 'ق', word: 'بيت القهوة', tagline: 'BAYT AL QAHWA', accent: '#065f46' },
  },
];

export const SOUK_CATEGORIES: CategorySeed[] = [
  { slug: 'perfumes', name: 'العطور والبخور', parent: null, family: 'jar', variant: 2, description: 'عود وبخور وعطور زيتية.' },
  { slug: 'oud', name: 'العود', parent: 'perfumes', family: 'vase', variant: 3, description: 'دهن العود وقطع البخور.' },
  { slug: 'coffee-dates', name: 'القهوة والتمور', parent: null, family: 'cup', variant: 2, description: 'قهوة عربية وتمور فاخرة.' },
  { slug: 'gift-boxes', name: 'صناديق الهدايا', parent: 'coffee-dates', family: 'gift', variant: 2, description: 'هدايا للأعياد والمناسبات.' },
];

export const SOUK_AISLES: Aisle[] = [
  {
    category: 'oud',
    vendor: 'dar-al-oud',
    family: 'vase',
    count: 10,
    type: 'Physical',
    days: [2, 5],
    arabic: true,
    variant: { name: 'الحجم', values: ['٣ مل', '٦ مل', '١٢ مل', '٥٠ غرام', '١٠٠ غرام'] },
    extra: [{ name: 'المنشأ', values: ['كمبوديا', 'الهند', 'لاوس'] }],
    items: [
      { name: 'دهن العود الكمبودي', min: 450, max: 2800, text: 'دهن عود كمبودي معتّق بحجم {v} برائحة خشبية عميقة.' },
      { name: 'بخور العود الهندي', min: 250, max: 1500, text: 'قطع بخور عود هندي طبيعية، العبوة {v}.' },
    ],
    closers: ['يُغلّف في علبة خشبية.', 'ثبات يدوم طوال اليوم.'],
  },
  {
    category: 'perfumes',
    vendor: 'dar-al-oud',
    family: 'jar',
    count: 8,
    type: 'Physical',
    days: [2, 5],
    arabic: true,
    variant: { name: 'الرائحة', values: ['بالورد الطائفي', 'بالمسك الأبيض', 'بالعنبر', 'بالزعفران'] },
    extra: [{ name: 'الحجم', values: ['٢٠ مل', '٥٠ مل', '١٠٠ مل'] }],
    items: [
      { name: 'عطر زيتي', min: 180, max: 900, text: 'عطر زيتي مركّز {v} بدون كحول.' },
      { name: 'معمول البخور', min: 120, max: 600, text: 'معمول بخور ناعم {v} للمجالس.' },
      { name: 'جلسة تصميم عطر خاص', min: 600, max: 1500, text: 'جلسة مع خبير لتصميم عطرك الخاص {v}.', type: 'Service', flow: 'request_based' },
    ],
    closers: ['مخلوط يدويًا في كيب تاون.', 'يصلح هدية للمناسبات.'],
  },
  {
    category: 'coffee-dates',
    vendor: 'bayt-al-qahwa',
    family: 'cup',
    count: 8,
    type: 'Physical',
    days: [1, 3],
    arabic: true,
    variant: { name: 'الوزن', values: ['٢٥٠ غرام', '٥٠٠ غرام', '١ كغ'] },
    extra: [{ name: 'التحميص', values: ['فاتح', 'متوسط'] }],
    items: [
      { name: 'قهوة عربية بالهيل', min: 90, max: 420, text: 'قهوة عربية شقراء مطحونة مع الهيل، {v}.' },
      { name: 'تمر عجوة المدينة', min: 120, max: 650, text: 'تمر عجوة طري من المدينة المنورة، {v}.' },
      { name: 'تمر خلاص الأحساء', min: 80, max: 400, text: 'تمر خلاص ذهبي من الأحساء، {v}.' },
      { name: 'اشتراك القهوة الشهري', min: 250, max: 600, text: 'قهوة طازجة كل شهر، {v} في كل شحنة.', type: 'Subscription' },
    ],
    closers: ['يُحمّص أسبوعيًا.', 'يُحفظ في مكان بارد وجاف.'],
  },
  {
    category: 'gift-boxes',
    vendor: 'bayt-al-qahwa',
    family: 'gift',
    count: 4,
    type: 'Physical',
    days: [2, 4],
    arabic: true,
    variant: { name: 'المناسبة', values: ['لرمضان', 'للعيد', 'للضيافة', 'للأعراس'] },
    extra: [],
    items: [
      { name: 'صندوق هدايا فاخر', min: 350, max: 1800, text: 'صندوق هدايا {v} يضم قهوة وتمورًا وحلويات.' },
      { name: 'هدايا الشركات', min: 5000, max: 40000, text: 'صناديق هدايا {v} بكميات للشركات؛ تواصل معنا للتسعير.', flow: 'enquiry_based', hidden: true },
    ],
    closers: ['تغليف يدوي مع بطاقة تهنئة.'],
  },
];

/**
 * The souk's FAQ pools, in Arabic (the store's language) and without the Indian store's rupees
 * and GST. Same keys and lengths as generate-products.ts FAQ: a pool's length feeds the PRNG.
 */
export const SOUK_FAQ: Record<string, { question: string; answer: string }[]> = {
  goods: [
    { question: 'متى يصل طلبي؟', answer: 'يظهر موعد التوصيل المتوقع في صفحة المنتج وفي صفحة إتمام الطلب قبل أن تدفع.' },
    { question: 'هل يطابق المنتج الصورة؟', answer: 'منتجاتنا طبيعية، فقد يختلف لونها قليلًا بين دفعة وأخرى.' },
    { question: 'هل يمكنني إرجاعه؟', answer: 'راجع سياسة الإرجاع في هذه الصفحة؛ تُقبل المنتجات غير المفتوحة في عبوتها الأصلية.' },
  ],
  service: [
    { question: 'ماذا لو احتجت إلى تغيير الموعد؟', answer: 'غيّر الموعد مجانًا حتى ٤ ساعات قبل الجلسة، مرتين لكل حجز، من صفحة طلباتي.' },
    { question: 'هل أحتاج إلى تحضير شيء؟', answer: 'لا، يُحضر الخبير العيّنات والأدوات كلها.' },
  ],
  subscription: [
    { question: 'هل يمكنني إيقاف شحنة مؤقتًا أو تخطيها؟', answer: 'نعم، من صفحة طلباتي حتى يومين قبل الشحنة التالية.' },
    { question: 'كيف ألغي الاشتراك؟', answer: 'ألغِه في أي وقت من صفحة طلباتي؛ وتصلك الشحنات المدفوعة مسبقًا.' },
  ],
  bundle: [
    { question: 'هل تُباع القطع منفردة؟', answer: 'نعم، كل قطعة في المجموعة تُباع منفردة أيضًا.' },
    { question: 'هل يمكن إرسالها هدية؟', answer: 'نعم، تصل مغلّفة للهدايا؛ أضف نص البطاقة عند إتمام الطلب.' },
  ],
  digital: [
    { question: 'كيف أحصل على المنتج؟', answer: 'يظهر رابط التنزيل أو مفتاح الترخيص في صفحة طلباتي فور الدفع.' },
    { question: 'هل أحصل على فاتورة؟', answer: 'نعم، تجد الفاتورة في صفحة طلباتي.' },
  ],
};
