import PDFDocument from 'pdfkit';
import { invoiceWords, type InvoiceLanguage, type InvoiceWords } from './invoice-words';
import { lineHeight, registerFaces, write, type TextStyle } from './pdf-text';

/**
 * An order's invoice, or one vendor's part of it, as an A4 PDF. Pure: the data in, the file's
 * bytes out; amounts come in minor units of the order's currency and are written with Intl in
 * that currency, dates in the store's time zone. Copy is English for now.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** What pdfkit can draw as an image. */
export const isPngOrJpeg = (data: Buffer) => data.subarray(0, 8).equals(PNG) || data.subarray(0, 3).equals(JPEG);

export type InvoiceLine = { name: string; vendorName: string; quantity: number; unitMinor: number; lineMinor: number; note: 'free' | 'quoted' | null };

export type InvoiceData = {
  /** INV-<order> for the whole order, INV-<order>-<vendor> for one vendor's part. */
  number: string;
  orderId: number;
  placedAt: Date;
  timeZone: string;
  storeName: string;
  /** A PNG or JPEG; anything else is left out. */
  logo: Buffer | null;
  vendorNames: string[];
  currency: string;
  currencySymbol: string;
  /** Minor units in one main unit (100 paise in a rupee). */
  unit: number;
  billingAddress: Record<string, string> | null;
  deliveryAddress: Record<string, string> | null;
  couponCode: string | null;
  lines: InvoiceLine[];
  subTotalMinor: number;
  discountMinor: number;
  deliveryMinor: number;
  totalMinor: number;
  /** The invoice's words and number and date formats (invoice-words.ts); English when left out. */
  language?: InvoiceLanguage;
};

/** Writes minor units in the main unit of the currency: "₹1,23,456.50" (rupees grouped the Indian way). */
export function moneyFormat(currency: string, symbol: string, unit: number, locale?: string): (minor: number) => string {
  try {
    const format = new Intl.NumberFormat(locale ?? (currency === 'INR' ? 'en-IN' : 'en'), { style: 'currency', currency });
    return (minor) => format.format(minor / unit);
  } catch {
    // Not an ISO code Intl knows: the store's symbol and two decimals.
    return (minor) => `${minor < 0 ? '-' : ''}${symbol}${(Math.abs(minor) / unit).toFixed(2)}`;
  }
}

/** "1 March 2030, 11:30 am IST" in the store's zone. */
export const placedOn = (at: Date, timeZone: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' })
    .format(at)
    .replace(' at ', ', ');

/** The address as lines, leaving out empty parts (and the text "null" that snapshots taken before 2026-11 hold for one). */
export function addressLines(address: Record<string, string> | null): string[] {
  if (!address) return [];
  const part = (key: string) => (address[key] && address[key] !== 'null' ? address[key] : '');
  const place = [part('city'), part('state')].filter(Boolean).join(', ');
  return [
    part('name'),
    part('line1'),
    part('line2'),
    part('landmark'),
    [place, part('pincode')].filter(Boolean).join(' '),
    part('phone') && `Phone: ${part('phone')}`,
  ].filter(Boolean);
}

const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - MARGIN;
// Item, quantity, unit price and amount columns: [x, width].
const COLS = { item: [MARGIN, 235], qty: [MARGIN + 235, 50], unit: [MARGIN + 285, 107], amount: [RIGHT - 107, 107] } as const;

const body: TextStyle = { size: 10 };
const bold: TextStyle = { size: 10, bold: true };
const small: TextStyle = { size: 8.5, color: '#555555' };

function rule(doc: PDFKit.PDFDocument, y: number, color = '#bbbbbb') {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();
}

function tableHead(doc: PDFKit.PDFDocument, w: InvoiceWords, top: number): number {
  write(doc, w.item, { x: COLS.item[0], top }, bold);
  write(doc, w.qty, { x: COLS.qty[0], top, width: COLS.qty[1], align: 'right' }, bold);
  write(doc, w.unitPrice, { x: COLS.unit[0], top, width: COLS.unit[1], align: 'right' }, bold);
  const next = write(doc, w.amount, { x: COLS.amount[0], top, width: COLS.amount[1], align: 'right' }, bold);
  rule(doc, next + 2, '#333333');
  return next + 8;
}

/**
 * The store and its vendors on the left, the invoice's numbers and date on the right; `left` and
 * `right` are how far down each side has got. Returns where the page goes on.
 */
function header(doc: PDFKit.PDFDocument, data: InvoiceData, w: InvoiceWords): number {
  let left = MARGIN;
  if (data.logo && isPngOrJpeg(data.logo)) {
    doc.image(data.logo, MARGIN, MARGIN, { fit: [140, 48] });
    left += 56;
  }
  left = write(doc, data.storeName, { x: MARGIN, top: left, width: 260 }, { size: 18, bold: true });
  left = write(doc, `${w.soldBy} ${data.vendorNames.join(', ')}`, { x: MARGIN, top: left + 2, width: 260 }, body);

  const box = { x: RIGHT - 230, width: 230, align: 'right' as const };
  let right = write(doc, w.title, { ...box, top: MARGIN }, { size: 18, bold: true });
  for (const line of [`${w.invoiceNo} ${data.number}`, `${w.orderNo} ${data.orderId}`, `${w.orderDate} ${placedOn(data.placedAt, data.timeZone, w.locale)}`]) {
    right = write(doc, line, { ...box, top: right }, body);
  }
  return Math.max(left, right) + 14;
}

function addresses(doc: PDFKit.PDFDocument, data: InvoiceData, w: InvoiceWords, top: number): number {
  const blocks = [
    { title: w.billTo, lines: addressLines(data.billingAddress ?? data.deliveryAddress) },
    { title: w.deliverTo, lines: addressLines(data.deliveryAddress) },
  ].filter((b) => b.lines.length > 0);
  let bottom = top;
  blocks.forEach((block, n) => {
    const x = MARGIN + n * 260;
    let y = write(doc, block.title, { x, top }, bold);
    for (const line of block.lines) y = write(doc, line, { x, top: y, width: 240 }, body);
    bottom = Math.max(bottom, y);
  });
  return bottom + 14;
}

function items(doc: PDFKit.PDFDocument, data: InvoiceData, w: InvoiceWords, money: (minor: number) => string, from: number): number {
  let top = tableHead(doc, w, from);
  const grouped = data.vendorNames.length > 1;
  let vendor: string | undefined;
  for (const line of data.lines) {
    const heading = grouped && line.vendorName !== vendor;
    // Room for the vendor's name, two lines of item name and a note; else the table goes on overleaf.
    if (top + lineHeight(body) * (heading ? 4 : 3) > BOTTOM) {
      doc.addPage();
      top = tableHead(doc, w, MARGIN);
    }
    if (heading) top = write(doc, `${w.soldBy} ${line.vendorName}`, { x: COLS.item[0], top: top + 2, width: RIGHT - MARGIN }, { ...bold, color: '#444444' });
    vendor = line.vendorName;
    // The name first, so that a copied or read-aloud row goes name, quantity, price, amount.
    let next = write(doc, line.name, { x: COLS.item[0], top, width: COLS.item[1] - 8 }, body);
    if (line.note) next = write(doc, w[line.note], { x: COLS.item[0], top: next, width: COLS.item[1] - 8 }, small);
    write(doc, String(line.quantity), { x: COLS.qty[0], top, width: COLS.qty[1], align: 'right' }, body);
    write(doc, money(line.unitMinor), { x: COLS.unit[0], top, width: COLS.unit[1], align: 'right' }, body);
    write(doc, money(line.lineMinor), { x: COLS.amount[0], top, width: COLS.amount[1], align: 'right' }, body);
    top = next + 4;
  }
  rule(doc, top);
  return top + 8;
}

function totals(doc: PDFKit.PDFDocument, data: InvoiceData, w: InvoiceWords, money: (minor: number) => string, from: number): number {
  const rows: [string, string, TextStyle][] = [
    [w.subTotal, money(data.subTotalMinor), body],
    // 0 rather than -0, which Intl writes "-₹0.00".
    [data.couponCode ? `${w.discount} (${data.couponCode})` : w.discount, money(data.discountMinor === 0 ? 0 : -data.discountMinor), body],
    [w.delivery, money(data.deliveryMinor), body],
    // No tax line: orders record no tax.
    [w.total, money(data.totalMinor), { size: 12, bold: true }],
  ];
  let top = from;
  if (top + rows.length * lineHeight(body) + 40 > BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  for (const [label, value, style] of rows) {
    write(doc, label, { x: COLS.unit[0] - 80, top, width: 180, align: 'right' }, style);
    top = write(doc, value, { x: COLS.amount[0], top, width: COLS.amount[1], align: 'right' }, style);
  }
  return top;
}

/** The invoice as PDF bytes. */
export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoiceWords(data.language).document} ${data.number}`, Author: data.storeName, CreationDate: data.placedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFaces(doc);
  const w = invoiceWords(data.language);
  // English keeps the rupee's Indian grouping and other currencies' plain one; hi and fr write amounts their way.
  const money = moneyFormat(data.currency, data.currencySymbol, data.unit, data.language && data.language !== 'en' ? w.locale : undefined);
  let top = header(doc, data, w);
  top = addresses(doc, data, w, top);
  top = items(doc, data, w, money, top);
  top = totals(doc, data, w, money, top);
  write(doc, w.footer.replace('{currency}', data.currency).replace('{store}', data.storeName), { x: MARGIN, top: top + 24, width: RIGHT - MARGIN }, small);
  doc.end();
  return done;
}
