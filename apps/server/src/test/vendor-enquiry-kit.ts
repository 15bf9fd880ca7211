import type { ChatRoomList, UploadedFile, VendorEnquiryList, VendorEnquiryRecord } from '@bazaar/contracts';
import type { SignedIn } from './auth-helpers';
import { signInAsNew } from './auth-helpers';
import { createCatalogue, createProduct, createVendor } from './catalogue-factory';
import { createForm, EVERY_TYPE, SAMPLE_PDF, sampleDocx, sendEnquiry, uploadFor } from './enquiry-factory';
import { body, type TestApp } from './test-app';
import { testImage } from './upload-helpers';
import { signInVendorUser } from './vendor-helpers';

/**
 * The vendor side of enquiries (issue #13): a store whose vendor sells a product with a form of
 * every data type, a second vendor in the same store and a second store, their signed-in vendor
 * users, customers' enquiries sent through the real calls, and the calls by name.
 */

type Who = { headers: Record<string, string> } | null;

export async function vendorEnquiryWorld(app: TestApp) {
  const db = app.database.db;
  const shop = await createCatalogue(db);
  const product = await createProduct(db, shop.refs, { orderFlow: 'enquiry_based', name: 'Bespoke Sherwani' });
  const { byName: field } = await createForm(db, { storeId: shop.store.id, productId: product.id }, [
    ...EVERY_TYPE.filter((f) => f.name !== 'Brief'),
    { name: 'Brief — कुर्ता', datatypeId: 18 },
  ]);
  const rival = await createVendor(db, shop.store.id, { deliversEverywhere: true });
  const rivalProduct = await createProduct(db, { ...shop.refs, vendorId: rival.id }, { orderFlow: 'enquiry_based', name: 'Rival Lehenga' });
  const other = await createCatalogue(db);
  const store = { id: shop.store.id, realm: shop.realm };
  const vendor = await signInVendorUser(app, store, shop.vendor.id, 'Farida Chhipa');
  const colleague = await signInVendorUser(app, store, shop.vendor.id, 'Imran Chhipa');
  const rivalUser = await signInVendorUser(app, store, rival.id);
  const stranger = await signInVendorUser(app, { id: other.store.id, realm: other.realm }, other.vendor.id);

  const shopper = (overrides: Parameters<typeof signInAsNew>[1] = {}) => signInAsNew(app, { storeRealm: shop.realm, ...overrides });
  const upload = async (who: SignedIn, name: string, fileName: string, data: Buffer) => {
    const res = await uploadFor(app, who, field(name), fileName, data);
    if (res.statusCode !== 200) throw new Error(`upload refused: ${res.body}`);
    return body<UploadedFile>(res).response_body.path;
  };

  /** An enquiry with a name, a sensitive phone, a photo, a PDF and a Word brief; its id and the files' paths. */
  async function enquiry(who: SignedIn & { customer?: { id: number } }) {
    const photo = await upload(who, 'Photos', 'fit.png', await testImage('png'));
    const drawing = await upload(who, 'Drawing', 'plan.pdf', SAMPLE_PDF);
    const brief = await upload(who, 'Brief — कुर्ता', 'brief.docx', sampleDocx());
    const answer = (name: string, value: string | string[]) => ({ attribute_id: field(name), value });
    const res = await sendEnquiry(app, who, {
      product_id: product.id,
      attribute_values: [
        answer('Full name', 'Priya Sharma'),
        answer('Phone', '+91 98765 43210'),
        answer('Photos', [photo]),
        answer('Drawing', drawing),
        answer('Brief — कुर्ता', brief),
      ],
    });
    if (res.statusCode !== 200) throw new Error(`enquiry not sent: ${res.body}`);
    return { id: body<{ enquiry_id: number }>(res).response_body.enquiry_id, photo, drawing, brief };
  }

  return { shop, product, field, rival, rivalProduct, other, vendor, colleague, rivalUser, stranger, shopper, upload, enquiry };
}

export type VendorEnquiryWorld = Awaited<ReturnType<typeof vendorEnquiryWorld>>;

export const vendorEnquiryCalls = (app: () => TestApp) => ({
  list: (who: Who, query = '') => app().inject({ method: 'GET', url: `/vms/rest/v3/enquiries${query}`, headers: who?.headers ?? {} }),
  listed: async (who: Who, query = '') => {
    const res = await app().inject({ method: 'GET', url: `/vms/rest/v3/enquiries${query}`, headers: who?.headers ?? {} });
    if (res.statusCode !== 200) throw new Error(`vendor list failed: ${res.body}`);
    return body<VendorEnquiryList>(res).response_body;
  },
  move: (who: Who, enquiryId: number | string, payload: unknown) =>
    app().inject({ method: 'POST', url: `/vms/rest/v3/enquiries/${enquiryId}/status`, headers: who?.headers ?? {}, payload: payload as object }),
  moved: (res: { body: string }) => body<VendorEnquiryRecord>(res).response_body,
  file: (who: Who, enquiryId: number, path: string) =>
    app().inject({ method: 'GET', url: `/vms/rest/v3/enquiries/${enquiryId}/files?path=${encodeURIComponent(path)}`, headers: who?.headers ?? {} }),
  rooms: async (who: Who, side: 'cfs' | 'vms') => {
    const res = await app().inject({ method: 'GET', url: `/${side}/rest/v3/lead-enquiry/rooms`, headers: who?.headers ?? {} });
    if (res.statusCode !== 200) throw new Error(`rooms failed: ${res.body}`);
    return body<ChatRoomList>(res).response_body;
  },
});
