/**
 * The assistant's sentences in English; hi.ts, ar.ts and fr.ts say the same in their languages,
 * en_US and en_IN read these. `{name}` marks a value filled in by say(); amounts come formatted
 * in the store's currency, dates in the customer's language.
 */
export const EN = {
  greeting:
    'Hello! I can find products, compare them, tell you a product’s return rules and free slots, and say where your orders and enquiries are. What are you looking for?',
  help: 'You can ask me, for example: “cotton kurtas under 1500 delivered to 560001”, “compare the first two”, “return policy of the first one”, “slots for deep cleaning tomorrow”, “where is my order”, or “add the second one to my cart”.',
  unknown: 'I did not quite follow. Try “kurtas under 1500”, “where is my order” or “slots for deep cleaning tomorrow”.',

  // Finding products. The filters are joined into one sentence: found + the filters that apply.
  found: 'I found {count} matching products{filters}.',
  foundMore: 'Here are the best {shown}:',
  foundNone: 'I found no products{filters}. Try fewer words or a wider price range.',
  filterText: ' for “{text}”',
  filterCategory: ' in {category}',
  filterVendor: ' from {vendor}',
  filterBelow: ' under {amount}',
  filterAbove: ' over {amount}',
  filterBetween: ' between {min} and {max}',
  filterPincode: ' delivered to {pincode}',
  filterRating: ' rated {stars}★ or more',
  filterType: ' of type {type}',
  listLine: '{index}. {name}: {price}',
  priceHidden: 'price on request',

  // Naming a product.
  whichProduct: 'Which product do you mean? Ask me to find it first, for example “show me brass kadhai”.',
  noSuchCard: 'I showed only {count} products; which one do you mean?',

  // Comparing.
  compareNeedTwo: 'Tell me two products to compare, for example “compare the first and the second”.',
  compareIntro: 'Here is how they compare:',
  compareLine: '{name}: {price}, {rating}, {stock}, sold by {vendor}, {returns}.',
  rated: 'rated {rating} from {count} ratings',
  noRatings: 'no ratings yet',
  inStock: 'in stock',
  fewLeft: 'only {count} left',
  outOfStock: 'out of stock',
  returnsDays: 'returns within {days} days',
  noReturns: 'no returns',

  // Policies and questions.
  policiesIntro: 'What applies to {name}:',
  returnYes: 'You can return it within {days} days of delivery.',
  returnNo: 'It cannot be returned.',
  replacementYes: 'You can ask for a replacement within {days} days of delivery.',
  cancelYes: 'You can cancel it before it ships.',
  cancelCharge: 'You can cancel it; a charge of {amount} applies.',
  cancelNo: 'It cannot be cancelled once ordered.',
  deliveryDays: 'It usually arrives in {days} days.',
  faqIntro: 'What buyers asked about {name}:',
  faqLine: '{question} {answer}',
  noFaq: 'The vendor has not answered common questions about {name} yet.',

  // Slots.
  askWhichService: 'Which service should I look up? For example “slots for deep cleaning tomorrow”.',
  notAService: '{name} is not booked by time slot.',
  slotsIntro: 'Free slots for {name} on {date}:',
  slotLine: '{start}–{end}, {left} places left',
  noSlotsOn: '{name} has no free slot on {date}.',
  slotsOutside: 'I can look up slots from {first} to {last}.',
  pickSlotOnPage: 'Choose a slot on the product page when you book.',

  // Orders and enquiries.
  noOrders: 'You have not placed any orders yet.',
  orderNotFound: 'I could not find order {ref} among your orders.',
  orderLatest: 'Your order {ref} of {date} ({total}):',
  orderItemLine: '{name}: {status}',
  orderMore: 'You have {count} orders in all; the Orders page lists them.',
  noEnquiries: 'You have not sent any enquiries yet.',
  enquiryNotFound: 'I could not find enquiry {ref} among your enquiries.',
  enquiryLine: 'Your enquiry {ref} about {name} of {date} is {status}.',

  // Returns.
  returnWhich: 'Which item should I return? Name the order, for example “return order 1024”.',
  returnNothing: 'None of the items in order {ref} can be returned now.',
  returnNotAllowed: '{name} cannot be returned: {reason}',
  returnOffer: '{name} from order {ref} can be returned until {date}. Shall I ask {vendor} to take it back?',
  returnLabel: 'Start the return of {name}',
  returnDone: 'I have asked {vendor} to take back {name}. You can follow the return on the order page.',
  returnReason: 'Asked through the shopping assistant',

  // Cart.
  cartOffer: 'Shall I add {quantity} × {name} ({price}) to your cart?',
  cartLabel: 'Add {quantity} × {name} to cart',
  cartDone: 'Added {quantity} × {name} to your cart. It now holds {lines} products.',
  cartFailed: 'I could not add {name}: {reason}',
  notOrderable: '{name} is not bought through the cart: {how}.',
  byEnquiry: 'send the vendor an enquiry from its page',
  byRequest: 'send a request from its page',

  // Confirmations.
  nothingToConfirm: 'There is nothing waiting for your confirmation.',
  declined: 'All right, I have left it as it is.',
  actionExpired: 'That offer is no longer open; ask me again.',

  // Status names.
  status_Received: 'received',
  status_InProgress: 'being prepared',
  status_Fulfilled: 'delivered',
  status_Cancelled: 'cancelled',
  status_Return: 'being returned',
  status_Refund: 'refunded',
  status_Rejected: 'declined by the vendor',
  enquiry_1: 'open',
  enquiry_2: 'being answered',
  enquiry_3: 'closed',
  enquiry_4: 'declined',

  type_Physical: 'goods',
  type_Service: 'service',
  type_Digital: 'digital download',
  type_Subscription: 'subscription',
  type_Bundled: 'bundle',
  'type_Packaged Service': 'service package',
  'type_API Product': 'API',
} as const;

export type WordKey = keyof typeof EN;
export type Words = Record<WordKey, string>;
