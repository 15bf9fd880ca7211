/**
 * French phrases of store 12's shirts, their Tiruppur maker and their category (see chowk-fr.ts,
 * chowk-shirts.ts). A shirt is feminine and a polo masculine, so texts give the colour as
 * 'coloris {v}', which agrees with either; names follow chowk-fr.ts's rule for colours.
 */

export const shirts: Record<string, string> = {
  'Tiruppur Cotton Co.': 'Tiruppur Coton & Cie',
  'A family knitting and stitching unit in Tiruppur that has made cotton tees, polos and shirts for export for thirty years. Combed cotton, knitted and sewn under one roof, sold here at mill prices.':
    'Un atelier familial de tricotage et de confection de Tiruppur qui fabrique depuis trente ans des t-shirts, des polos et des chemises en coton pour l’export. Coton peigné, tricoté et cousu sous un même toit, vendu ici au prix de l’usine.',
  Shirts: 'Chemises',
  'Cotton and linen shirts, casual and formal.': 'Chemises en coton et en lin, décontractées ou habillées.',

  Fit: 'Coupe',
  'Regular fit': 'coupe droite',
  'Relaxed fit': 'coupe ample',
  'Slim fit': 'coupe ajustée',
  '100% cotton': '100 % coton',
  'Combed cotton': 'coton peigné',
  'Organic cotton': 'coton bio',

  'Block-print Half-sleeve Shirt': 'Chemise manches courtes imprimée au bloc',
  'A half-sleeve {v} cotton shirt, hand block-printed with small butis, cool enough for Indian summers.':
    'Une chemise en coton à manches courtes, coloris {v}, imprimée au bloc à la main de petits butis, assez fraîche pour les étés indiens.',
  'Cotton Mandarin-collar Shirt': 'Chemise col mao en coton',
  'A full-sleeve {v} cotton shirt with a mandarin collar and a hand-printed placket.':
    'Une chemise en coton à manches longues, coloris {v}, col mao et patte de boutonnage imprimée à la main.',
  'Linen Shirt': 'Chemise en lin',
  'A breathable {v} linen shirt with a spread collar and a block-printed yoke.': 'Une chemise en lin respirante, coloris {v}, col italien et empiècement imprimé au bloc.',
  'Bagru Print Formal Shirt': 'Chemise habillée motif Bagru',
  'A {v} cotton poplin shirt with a cutaway collar and a fine Bagru print, smart enough for the office.':
    'Une chemise en popeline de coton, coloris {v}, col cutaway et fin motif Bagru, assez élégante pour le bureau.',
  'Washed before it ships, so it keeps its size.': 'Lavée avant l’expédition : elle garde sa taille.',
  'Each print is stamped by hand, so no two shirts are quite alike.': 'Chaque motif est imprimé à la main : deux chemises ne sont jamais tout à fait identiques.',

  Navy: 'bleu marine',
  'Heather Grey': 'gris chiné',
  Maroon: 'bordeaux',
  'Sky Blue': 'bleu ciel',
  'Cotton Polo T-shirt': 'Polo en coton',
  'A {v} pique-knit cotton polo with a ribbed collar and a two-button placket.': 'Un polo en maille piquée de coton, coloris {v}, col côtelé et patte à deux boutons.',
  'Round-neck T-shirt': 'T-shirt col rond',
  'A {v} tee in 180 GSM cotton jersey that keeps its shape wash after wash.': 'Un t-shirt en jersey de coton de 180 g/m², coloris {v}, qui garde sa forme lavage après lavage.',
  'Oxford Shirt': 'Chemise oxford',
  'A full-sleeve {v} cotton oxford shirt with a button-down collar, for the office or the weekend.':
    'Une chemise oxford en coton à manches longues, coloris {v}, col boutonné, pour le bureau ou le week-end.',
  'Half-sleeve Casual Shirt': 'Chemise décontractée manches courtes',
  'A half-sleeve {v} cotton poplin shirt with a chest pocket, cut for humid days.':
    'Une chemise en popeline de coton à manches courtes, coloris {v}, avec poche poitrine, coupée pour les jours humides.',
  'Knitted, dyed and stitched in our own unit in Tiruppur.': 'Tricotage, teinture et couture dans notre propre atelier de Tiruppur.',
  'Colourfast: wash with similar colours.': 'Grand teint : lavez avec des couleurs semblables.',
  'Shrinks less than 3% in the first wash.': 'Rétrécit de moins de 3 % au premier lavage.',
};
