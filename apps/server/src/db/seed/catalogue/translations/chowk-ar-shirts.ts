/**
 * Arabic phrases of store 12's shirts, their Tiruppur maker and their category (see chowk-ar.ts,
 * chowk-shirts.ts). Colours read after 'بلون' in a text and after the item in a name, as masculine
 * adjectives agreeing with 'قميص' and 'تيشيرت'.
 */

export const shirts: Record<string, string> = {
  'Tiruppur Cotton Co.': 'شركة تيروبور للقطن',
  'A family knitting and stitching unit in Tiruppur that has made cotton tees, polos and shirts for export for thirty years. Combed cotton, knitted and sewn under one roof, sold here at mill prices.':
    'ورشة عائلية للحياكة والخياطة في تيروبور تصنع منذ ثلاثين عامًا تيشيرتات وقمصان بولو وقمصانًا قطنية للتصدير. قطن ممشّط يُحاك ويُخاط تحت سقف واحد، ويُباع هنا بسعر المصنع.',
  Shirts: 'القمصان',
  'Cotton and linen shirts, casual and formal.': 'قمصان من القطن والكتان، كاجوال ورسمية.',

  Fit: 'القصّة',
  'Regular fit': 'قصّة عادية',
  'Relaxed fit': 'قصّة واسعة',
  'Slim fit': 'قصّة ضيقة',
  '100% cotton': 'قطن 100%',
  'Combed cotton': 'قطن ممشّط',
  'Organic cotton': 'قطن عضوي',

  'Block-print Half-sleeve Shirt': 'قميص نصف كم مطبوع بالقوالب',
  'A half-sleeve {v} cotton shirt, hand block-printed with small butis, cool enough for Indian summers.':
    'قميص قطني نصف كم بلون {v}، مطبوع يدويًا بالقوالب بزخارف بوتي صغيرة، منعش في صيف الهند.',
  'Cotton Mandarin-collar Shirt': 'قميص قطني بياقة ماندارين',
  'A full-sleeve {v} cotton shirt with a mandarin collar and a hand-printed placket.': 'قميص قطني بكم طويل بلون {v}، بياقة ماندارين وشريط أزرار مطبوع يدويًا.',
  'Linen Shirt': 'قميص كتان',
  'A breathable {v} linen shirt with a spread collar and a block-printed yoke.': 'قميص كتان بلون {v} يسمح بمرور الهواء، بياقة مفتوحة وكتفية مطبوعة بالقوالب.',
  'Bagru Print Formal Shirt': 'قميص رسمي بطبعة باغرو',
  'A {v} cotton poplin shirt with a cutaway collar and a fine Bagru print, smart enough for the office.':
    'قميص من قطن البوبلين بلون {v}، بياقة واسعة الفتحة وطبعة باغرو دقيقة، أنيق بما يكفي للمكتب.',
  'Washed before it ships, so it keeps its size.': 'يُغسل قبل الشحن، فيحافظ على مقاسه.',
  'Each print is stamped by hand, so no two shirts are quite alike.': 'كل طبعة تُختم باليد، فلا يتطابق قميصان تمامًا.',

  Navy: 'كحلي',
  'Heather Grey': 'رمادي مبرقش',
  Maroon: 'عنّابي',
  'Sky Blue': 'أزرق سماوي',
  'Cotton Polo T-shirt': 'قميص بولو قطني',
  'A {v} pique-knit cotton polo with a ribbed collar and a two-button placket.': 'قميص بولو بلون {v} من القطن المحبوك بنسيج بيكيه، بياقة مضلّعة وفتحة بزرّين.',
  'Round-neck T-shirt': 'تيشيرت برقبة دائرية',
  'A {v} tee in 180 GSM cotton jersey that keeps its shape wash after wash.':
    'تيشيرت بلون {v} من جيرسي قطني بوزن 180 غرامًا للمتر المربع، يحافظ على شكله غسلة بعد غسلة.',
  'Oxford Shirt': 'قميص أكسفورد',
  'A full-sleeve {v} cotton oxford shirt with a button-down collar, for the office or the weekend.':
    'قميص أكسفورد قطني بكم طويل بلون {v}، بياقة مثبّتة بالأزرار، للمكتب أو لعطلة نهاية الأسبوع.',
  'Half-sleeve Casual Shirt': 'قميص كاجوال نصف كم',
  'A half-sleeve {v} cotton poplin shirt with a chest pocket, cut for humid days.': 'قميص نصف كم من قطن البوبلين بلون {v} بجيب على الصدر، مفصّل للأيام الرطبة.',
  'Knitted, dyed and stitched in our own unit in Tiruppur.': 'يُحاك ويُصبغ ويُخاط في ورشتنا الخاصة في تيروبور.',
  'Colourfast: wash with similar colours.': 'ألوان ثابتة: اغسله مع ألوان مشابهة.',
  'Shrinks less than 3% in the first wash.': 'ينكمش أقل من 3% في الغسلة الأولى.',
};
