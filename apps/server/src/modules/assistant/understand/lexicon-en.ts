import { groups, numbered, words, type Lexicon } from './lexicon-type';

/** English as Indian, American and British shoppers type it, typos included ("less then", "tmrw"). */
export const EN_LEXICON: Lexicon = {
  language: 'en',
  confirm: words(`
    yes | y | yeah | yea | yep | yup | ok | okay | k | sure | confirm | confirmed | go ahead | do it | please do | alright | all right | fine | correct
    of course | absolutely | definitely | yes please | sounds good | done
  `),
  decline: words(`
    no | n | nope | nah | cancel | cancel that | cancel it | don't | do not | dont | not now | never mind | nevermind | stop | leave it | forget it
    no need | skip
  `),
  greeting: words('hi | hii | hello | helo | hey | hiya | howdy | greetings | good morning | good afternoon | good evening | hi there | hello there'),
  help: words(`
    help | help me | what can you do | what do you do | what can i ask | what can i ask you | how can you help | how can you help me
    how does this work | how do i use this | who are you | menu | options
  `),
  polite: words(`
    please | pls | plz | thanks | thank you | thankyou | thx | just | then | that | it | add it | buy it | bot | assistant | there | friend | team | sir
    madam | again
  `),
  filler: words(`
    show | me | i | want | need | looking | look | for | find | search | get | give | please | pls | some | any | a | an | the | of | to | in | at | on
    that | which | who | what | are | is | am | be | can | could | would | will | you | your | like | i'd | i'm | im | delivered | deliver | delivery
    deliverable | ship | shipped | shipping | pincode | pin | code | zip | postal | products | product | items | item | stuff | things | thing | price
    priced | cost | costing | costs | only | also | all | list | browse | have | has | do | does | got | u | my | mine | something | good | best | nice
    cheap | one | ones | there | here | with | and | or | available | order | sold | by | from | rated | rating | ratings | stars | star | above | below
    under | over | more | less | than | it | this | these | those | them | how | about | let | us | see | buy | within | tell | know | anything
    everything | home | what's | whats | where's | details | please | thanks | thank | want | wanna | lookin | send | shop | store | seller | vendor
    kindly | now | today | currently | type | kind | category
  `),
  joiners: words('and | & | vs | v | versus | or | with | to | ,'),
  nameGlue: words('with | of | for | and | &'),
  numbers: numbered(`
    one = 1 | two = 2 | three = 3 | four = 4 | five = 5 | six = 6 | seven = 7 | eight = 8 | nine = 9 | ten = 10 | a = 1 | an = 1 | single = 1 | pair = 2
    couple = 2 | dozen = 12
  `),
  priceMax: words(`
    under <n> | below <n> | less than <n> | less then <n> | lesser than <n> | lower than <n> | cheaper than <n> | upto <n> | up to <n> | max <n>
    maximum <n> | max price <n> | within <n> | not more than <n> | no more than <n> | at most <n> | atmost <n> | budget <n> | budget of <n>
    budget is <n> | my budget is <n> | price under <n> | price below <n> | priced under <n> | priced below <n> | for less than <n> | for under <n>
    till <n> | until <n> | <n> or less | <n> or below | <n> or under | <n> and below | <n> and under | <n> max | <n> maximum | <n> or cheaper
    not over <n> | not above <n> | less than or equal to <n> | below or equal to <n>
  `),
  priceMin: words(`
    over <n> | above <n> | more than <n> | more then <n> | greater than <n> | higher than <n> | costlier than <n> | min <n> | minimum <n> | at least <n>
    atleast <n> | starting <n> | starting from <n> | starting at <n> | from <n> upwards | from <n> onwards | <n> and above | <n> or more | <n> and up
    <n> and over | <n> or above | <n> + | <n> plus | not less than <n> | no less than <n> | price above <n> | price over <n> | priced above <n>
    priced over <n> | more than or equal to <n> | <n> onwards | <n> upwards
  `),
  priceRange: words(`
    between <n> and <n> | between <n> - <n> | between <n> to <n> | from <n> to <n> | <n> to <n> | <n> - <n> | from <n> - <n> | range <n> to <n>
    in the range <n> to <n> | priced <n> to <n>
  `),
  rating: words(`
    <n> star | <n> stars | <n> ★ | <n> + ★ | <n> + rated | <n> + stars | <n> + star | <n> + rating | <n> star rated | <n> stars rated | <n> star rating
    <n> stars rating | <n> rated | <n> rating | rated <n> | rated <n> + | rating <n> | rating <n> + | ratings <n> | rated above <n> | rated over <n>
    rating above <n> | rating over <n> | rating of <n> | rated at least <n> | at least <n> stars | at least <n> star | minimum <n> stars | min <n> stars
    rated <n> stars | rated <n> star | rating <n> stars | <n> + | with <n> stars | with <n> star | star rating <n> | stars <n>
  `),
  boundTail: words(`
    and above | or above | and up | & up | & above | or more | or higher | and more | and higher | plus | + | and over | or better | onwards | upwards
  `),
  ordinals: numbered(`
    first = 1 | second = 2 | third = 3 | fourth = 4 | fifth = 5 | sixth = 6 | seventh = 7 | eighth = 8 | ninth = 9 | tenth = 10 | last = -1
    last one = -1 | final one = -1 | second last = -2 | second to last = -2 | top one = 1
  `),
  ordinalTail: words('one | item | product | option | result | card | listed | shown'),
  pronouns: words('it | this | that | this one | that one | the same | same one | them'),
  firstN: words('first <w> | top <w> | the first <w> | first <w> ones | top <w> ones'),
  both: words('both | these two | those two | the two | them | these | those | both of them'),
  itemNumber: words('number <n> | no <n> | no. <n> | # <n> | item <n> | product <n> | option <n> | result <n> | item number <n> | product number <n>'),
  quantity: words(`
    <w> of | <w> x | x <w> | <w> pieces | <w> piece | <w> pcs | <w> pc | <w> units | <w> unit | <w> nos | <w> packs | <w> pack | <w> sets | <w> set
    qty <w> | quantity <w> | quantity of <w> | <w> quantity | <w> times | <w> more
  `),
  dates: {
    today: words('today | tonight | this evening | this afternoon | this morning | later today'),
    tomorrow: words('tomorrow | tmrw | tmr | tomorow | tommorow | tommorrow | tomorrow morning | tomorrow evening | tomorrow afternoon'),
    dayAfter: words('day after tomorrow | the day after tomorrow | overmorrow'),
    next: words('next | coming next'),
    weekdays: groups('sunday | monday | tuesday, tues | wednesday, wed | thursday, thurs | friday | saturday'),
    months: groups(`
      january, jan | february, feb | march, mar | april, apr | may | june, jun | july, jul | august, aug | september, sep, sept | october, oct
      november, nov | december, dec
    `),
  },
  types: {
    Service: words('*service | *services | home service | home services | at home service | professional service | professional services'),
    Digital: words(`
      *digital | digital product | digital products | download | downloads | downloadable | ebook | ebooks | e book | e books | digital download
    `),
  },
  vendorBefore: words('from | by | sold by | seller | vendor | shop | store | made by'),
  vendorAfter: words("'s"),
  cue: {
    compare: words(`
      compare | comparison | compared | vs | versus | v/s | difference between | differences between | diff between | which is better
      which one is better | compare between
    `),
    policy: words(`
      return policy | returns policy | refund policy | returns | refund | refunds | replacement | replace | exchange | exchange policy | cancellation
      cancellation policy | cancel policy | policy | policies | returnable | refundable | return window | return period | return days | delivery time
      how long | how many days | terms | rules | non returnable
    `),
    policyQuestion: words(`
      can i | can it | could i | can we | is it | is this | are they | does it | do you | how many days | allowed | possible | able to | if i | may i
      am i
    `),
    returnVerb: words('return | returning | send back | give back | take back | send it back'),
    cancelVerb: words('cancel'),
    cart: words('add | cart | basket | trolley | add to cart | add to my cart | put in cart | put it in my cart'),
    buy: words("buy | purchase | get it | take it | i'll take | ill take | i will take | order it | buy it | buy this"),
    order: words('order | orders | parcel | package | shipment | purchase'),
    orderStatus: words(`
      where | status | track | tracking | when | arrive | arriving | shipped | reach | update | latest | last | recent | happened | delayed | late
      come
    `),
    track: words('track | tracking | trace'),
    possessive: words('my | mine | our | i ordered | i placed'),
    refNumber: words('number | no | no. | num | id | #'),
    enquiry: words('enquiry | enquiries | inquiry | inquiries | query | queries | request | requests | quote | quotes | quotation | quotations'),
    slots: words(`
      slot | slots | time slot | time slots | timings | timing | availability | appointment | appointments | schedule | available times | free times
      times available | available slots | free slots
    `),
    slotsSoft: words('available | free | open | book | booking | come | visit | times | time'),
    faq: words(`
      faq | faqs | details | detail | more about | tell me more | tell me about | know more | more info | more information | information | info
      questions | specs | specifications | describe | what about
    `),
  },
  categories: {
    sarees: words('sari | saris'),
    kurtas: words('kurti | kurtis'),
    'dupattas & stoles': words('dupatta | stole | stoles | dupattas'),
    'tea & coffee': words('~tea | ~coffee | ~teas | ~coffees'),
    'bed & bath': words('~bed | ~bath | bedsheets | bedsheet | bed sheets'),
    'gift hampers': words('hamper | hampers | gift hamper'),
    audio: words('headphones | earphones | earbuds'),
    'e-books': words('ebook | ebooks | e book | e books'),
    apis: words('api'),
  },
};
