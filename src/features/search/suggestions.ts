import type { SearchWordGroup } from './suggestions.schema';

export type { SearchWordGroup } from './suggestions.schema';

/**
 * Searches offered on the no-match page as a way forward. Each must find something in the
 * catalogue (src/features/search/site-index.test.ts checks it).
 */
export const popularSearches: readonly string[] = ['Kraft', 'Zipper', 'Window', 'Transparent', 'Silver', 'Gold', '500gm', '1 Kg'];

export const searchWordGroups: readonly SearchWordGroup[] = [
  // Hindi and trade words beside the English.
  { words: ['tea', 'chai', 'chaipatti'], note: 'Use cases "Tea", "Tea leaves", "Premium tea", "Tea and coffee".' },
  { words: ['coffee', 'kaapi', 'kapi'], note: 'Use cases "Coffee", "Coffee beans and powder"; kaapi is South Indian filter coffee.' },
  {
    words: ['grain', 'atta', 'flour', 'wheat', 'maida', 'anaj'],
    note: 'The catalogue names no flour: atta and flour lead to the grain pouches ("Rice and grains", "Millets and grains").',
  },
  { words: ['pulse', 'dal', 'daal', 'dhal', 'lentil'], note: 'Use case "Pulses and dals".' },
  { words: ['snack', 'namkeen', 'bhujia', 'mixture', 'farsan'], note: 'Use cases "Chips and namkeen", "Snacks and namkeen", "Makhana and snacks".' },
  { words: ['snack', 'murukku', 'chakli', 'mathri', 'chivda', 'chevda'], note: 'Snacks buyers pack, found as the snack pouches are.' },
  { words: ['cashew', 'kaju'], note: 'Use case "Cashews and almonds".' },
  { words: ['almond', 'badam'], note: 'Use case "Cashews and almonds".' },
  { words: ['raisin', 'kishmish', 'kismis'], note: 'Use case "Raisins and dates".' },
  { words: ['date', 'khajur'], note: 'Use case "Raisins and dates".' },
  { words: ['sweet', 'mithai', 'mitai'], note: 'Use case "Sweets and mithai", "Sweets and candy".' },
  { words: ['spice', 'masala', 'masale'], note: 'Use cases "Spices and masala", "Masala and spice powders", "Spice blends".' },
  { words: ['millet', 'ragi', 'bajra', 'jowar', 'siridhanya'], note: 'Use case "Millets and grains".' },
  { words: ['rice', 'chawal', 'basmati', 'poha'], note: 'Use cases "Rice and grains", "Puffed rice and snacks".' },
  { words: ['makhana', 'foxnut'], note: 'Use case "Makhana and snacks".' },
  { words: ['soap', 'sabun'], note: 'Use cases "Handmade soaps", "Bath bombs and soaps".' },
  { words: ['incense', 'agarbatti', 'dhoop', 'dhup'], note: 'Use case "Incense and dhoop".' },
  { words: ['ayurvedic', 'ayurveda', 'churna', 'churan'], note: 'Use cases "Ayurvedic powders", "Ayurvedic churna", "Herbal and ayurvedic powders".' },
  {
    words: ['cookie', 'biscuit', 'rusk', 'cooky'],
    note: 'Use cases "Cookies and snacks", "Cookies and rusks"; "cookies" reads as "cooky" by the plural rule.',
  },
  { words: ['gift', 'gifting', 'tohfa'], note: 'Use cases "Return gifts", "Corporate gifting", "Festive dry fruit gifts".' },
  { words: ['candy', 'toffee', 'chocolate'], note: 'Use cases "Candy and chocolates", "Sweets and candy".' },
  // British and American spellings: the catalogue writes British.
  { words: ['coloured', 'colored', 'colour', 'color', 'colourful', 'colorful'], note: 'Names "Coloured … Zipper Pouch"; "colour" throughout.' },
  { words: ['metallised', 'metallized', 'metalized', 'metalised', 'metallic'], note: 'Names "(Inner Metallized, 3 Layer)"; "metallised" in features.' },
  { words: ['jewellery', 'jewelry'], note: 'Use case "Jewellery packaging".' },
  { words: ['favour', 'favor'], note: 'Use case "Wedding favours".' },
  { words: ['flavour', 'flavor'], note: 'Features: barrier layers keep flavour in.' },
  { words: ['aluminium', 'aluminum'], note: 'Features of the foiled and metallised pouches.' },
  { words: ['fertiliser', 'fertilizer'], note: 'Use case "Fertiliser and plant food".' },
  // The catalogue's own variants.
  { words: ['idly', 'idli'], note: 'Trade name "Idly & Dosa Batter Standy Zipper", use case "Idly and dosa batter".' },
  { words: ['matt', 'matte'], note: 'Names "Matt Kraft …".' },
  { words: ['standup', 'standy', 'standee', 'standing'], note: 'Names "Stand-Up" and "Standy", trade names "Standing …": the same pouch.' },
  { words: ['kraft', 'craft'], note: 'Names "Matt Kraft …". "Craft" is also the use case "Craft supplies", which ranks below every name match.' },
  { words: ['transparent', 'clear'], note: 'Names "Both-Side Transparent …", trade names "Clear Standy Zipper": the same pouches.' },
  { words: ['gold', 'golden'], note: 'Names "Gold Standy …".' },
];

/** Pairs of words buyers write joined or apart ("zip lock", "ziplock"): searched as the joined word. */
export const joinedWords: readonly (readonly [string, string])[] = [
  ['zip', 'lock'],
  ['stand', 'up'],
  ['dry', 'fruit'],
  ['pet', 'food'],
];

/**
 * The catalogue's own words in other spellings ([as a buyer may write it, as the names write it]):
 * a query is ranked as if written the names' way, so "standee pouch" lists first what "standy
 * pouch" does. (A pair of `joinedWords` written joined is ranked as the names write it, apart.)
 */
export const searchSpellings: readonly (readonly [string, string])[] = [
  ['standee', 'standy'],
  ['matte', 'matt'],
  ['idli', 'idly'],
  ['craft', 'kraft'],
];

/** Words that say nothing about which pouch is meant ("pouch for coffee", "coffee bags"): left out of the matching. */
export const searchFillerWords: readonly string[] = [
  'a',
  'an',
  'the',
  'for',
  'of',
  'in',
  'to',
  'and',
  'with',
  'my',
  'i',
  'me',
  'need',
  'want',
  'buy',
  'best',
  'bag',
  'packet',
  'packing',
  'packaging',
  'cover',
  'online',
  'india',
  'price',
  'cheap',
  'custom',
  'printed',
  'print',
];
