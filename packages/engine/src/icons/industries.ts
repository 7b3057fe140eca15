/**
 * Curated industry table (designer-dna.md §4.3 step 2): words that identify an industry in a
 * brief, and seed words that find its pictograms in the Phosphor tags. Seeds are ordered by
 * how well they stand for the industry; the first seeds weigh most.
 */

export interface IndustryEntry {
  id: string;
  /** Words (stemmed the same way as queries) that select this industry. */
  match: readonly string[];
  seeds: readonly string[];
}

export const INDUSTRIES: readonly IndustryEntry[] = [
  {
    id: 'coffee',
    match: ['coffee', 'cafe', 'espresso', 'roastery', 'roaster', 'barista'],
    seeds: ['coffee-bean', 'coffee', 'cafe', 'cup', 'mug'],
  },
  { id: 'tea', match: ['tea', 'teahouse', 'matcha'], seeds: ['tea', 'teapot', 'leaf', 'cup'] },
  { id: 'bakery', match: ['bakery', 'bread', 'pastry', 'patisserie', 'baker', 'cake'], seeds: ['bread', 'cake', 'cookie', 'grain'] },
  {
    id: 'restaurant',
    match: ['restaurant', 'food', 'dining', 'kitchen', 'catering', 'bistro', 'eatery', 'takeaway', 'takeout'],
    seeds: ['fork-knife', 'bowl-food', 'bowl-steam', 'cooking-pot', 'chef-hat'],
  },
  { id: 'florist', match: ['florist', 'floristry', 'flowers', 'flower'], seeds: ['flower', 'flower-tulip', 'plant', 'flower-lotus'] },
  { id: 'dental', match: ['dental', 'dentist', 'dentistry', 'orthodontist', 'orthodontics'], seeds: ['tooth', 'first-aid'] },
  {
    id: 'transport',
    match: ['transport', 'transportation', 'transit', 'commute', 'commuting'],
    seeds: ['bus', 'train', 'boat', 'tram', 'bicycle'],
  },
  { id: 'pizza', match: ['pizza', 'pizzeria'], seeds: ['pizza', 'fork-knife'] },
  { id: 'burger', match: ['burger', 'fastfood', 'diner'], seeds: ['hamburger', 'fork-knife'] },
  { id: 'wine', match: ['wine', 'winery', 'vineyard', 'sommelier'], seeds: ['wine', 'champagne', 'cheers'] },
  {
    id: 'beer',
    match: ['beer', 'brewery', 'brewing', 'pub', 'bar', 'craft'],
    seeds: ['beer-stein', 'beer-bottle', 'pint-glass', 'martini'],
  },
  {
    id: 'finance',
    match: ['finance', 'bank', 'banking', 'fintech', 'investment', 'invest', 'wealth', 'insurance', 'accounting', 'money', 'payment'],
    seeds: ['piggy-bank', 'coins', 'bank', 'vault', 'coin', 'currency-dollar', 'wallet'],
  },
  {
    id: 'health',
    match: ['health', 'healthcare', 'medical', 'clinic', 'hospital', 'doctor', 'pharmacy', 'care', 'wellness'],
    seeds: ['stethoscope', 'heartbeat', 'first-aid', 'pill', 'hospital', 'heart', 'tooth'],
  },
  {
    id: 'education',
    match: ['education', 'school', 'university', 'learning', 'academy', 'tutoring', 'course', 'edtech', 'student'],
    seeds: ['graduation-cap', 'student', 'book', 'chalkboard', 'book-open', 'pencil'],
  },
  {
    id: 'tech',
    match: ['tech', 'technology', 'software', 'saas', 'developer', 'startup', 'cloud', 'digital', 'data', 'app', 'ai', 'computing', 'it'],
    seeds: ['cpu', 'cloud', 'code', 'terminal', 'circuitry', 'lightning', 'cube'],
  },
  { id: 'security', match: ['security', 'cybersecurity', 'privacy', 'protection'], seeds: ['shield', 'lock', 'key', 'fingerprint'] },
  {
    id: 'travel',
    match: ['travel', 'tourism', 'airline', 'trip', 'vacation', 'holiday', 'hotel', 'hospitality'],
    seeds: ['airplane', 'suitcase-rolling', 'compass-rose', 'globe', 'map-trifold', 'airplane-tilt'],
  },
  { id: 'legal', match: ['legal', 'law', 'lawyer', 'attorney', 'justice', 'notary'], seeds: ['scales', 'gavel', 'bank', 'seal'] },
  {
    id: 'fitness',
    match: ['fitness', 'gym', 'sport', 'sports', 'training', 'athletic', 'running', 'yoga'],
    seeds: ['barbell', 'person-simple-run', 'bicycle', 'boxing-glove', 'sneaker'],
  },
  {
    id: 'pets',
    match: ['pet', 'pets', 'veterinary', 'vet', 'animal', 'dog', 'cat', 'grooming'],
    seeds: ['paw-print', 'dog', 'cat', 'bird', 'fish', 'rabbit'],
  },
  {
    id: 'real-estate',
    match: ['realestate', 'real', 'estate', 'property', 'housing', 'realty', 'mortgage', 'home'],
    seeds: ['house', 'house-line', 'building', 'key', 'building-apartment'],
  },
  {
    id: 'construction',
    match: ['construction', 'builder', 'building', 'renovation', 'architecture', 'architect'],
    seeds: ['hammer', 'wrench', 'crane', 'house', 'ruler', 'hard-hat'],
  },
  {
    id: 'energy',
    match: ['energy', 'power', 'solar', 'electric', 'utility', 'utilities', 'renewable', 'battery'],
    seeds: ['lightning', 'wind', 'solar-panel', 'sun', 'battery-charging', 'plug'],
  },
  {
    id: 'eco',
    match: [
      'eco',
      'green',
      'sustainable',
      'sustainability',
      'environment',
      'environmental',
      'organic',
      'nature',
      'garden',
      'gardening',
      'farm',
      'agriculture',
    ],
    seeds: ['leaf', 'tree', 'plant', 'flower', 'tree-evergreen', 'recycle', 'plant'],
  },
  {
    id: 'music',
    match: ['music', 'record', 'label', 'studio', 'band', 'audio', 'sound', 'podcast', 'radio'],
    seeds: ['music-note', 'guitar', 'headphones', 'microphone', 'vinyl-record', 'piano-keys'],
  },
  {
    id: 'auto',
    match: ['auto', 'automotive', 'car', 'cars', 'garage', 'mechanic', 'dealership', 'vehicle', 'mobility'],
    seeds: ['car', 'car-profile', 'steering-wheel', 'engine', 'gas-pump'],
  },
  {
    id: 'beauty',
    match: ['beauty', 'cosmetics', 'salon', 'spa', 'skincare', 'hair', 'barber', 'makeup', 'nail'],
    seeds: ['flower-lotus', 'sparkle', 'scissors', 'drop', 'flower'],
  },
  {
    id: 'fashion',
    match: ['fashion', 'clothing', 'apparel', 'boutique', 'tailor', 'shoes', 'jewelry', 'jewellery'],
    seeds: ['t-shirt', 'dress', 'coat-hanger', 'diamond', 'sneaker', 'high-heel'],
  },
  {
    id: 'photo',
    match: ['photo', 'photography', 'photographer', 'camera', 'film', 'video', 'cinema', 'movie'],
    seeds: ['aperture', 'camera', 'film-strip', 'film-slate', 'video-camera'],
  },
  {
    id: 'space',
    match: ['space', 'aerospace', 'rocket', 'satellite', 'astronomy', 'orbit'],
    seeds: ['rocket', 'planet', 'rocket-launch', 'star', 'moon'],
  },
  {
    id: 'marine',
    match: ['marine', 'ocean', 'sea', 'boat', 'sailing', 'shipping', 'fishing', 'surf', 'beach', 'seafood'],
    seeds: ['anchor', 'boat', 'sailboat', 'waves', 'fish', 'lighthouse'],
  },
  {
    id: 'logistics',
    match: ['logistics', 'delivery', 'courier', 'freight', 'moving', 'supply'],
    seeds: ['truck', 'package', 'shipping-container', 'van', 'cube'],
  },
  {
    id: 'retail',
    match: ['retail', 'shop', 'store', 'ecommerce', 'commerce', 'market', 'marketplace', 'grocery'],
    seeds: ['storefront', 'shopping-bag', 'basket', 'tag', 'shopping-cart'],
  },
  {
    id: 'media',
    match: ['media', 'news', 'publishing', 'magazine', 'journal', 'newspaper', 'blog', 'press'],
    seeds: ['newspaper', 'book-open', 'pen-nib', 'megaphone', 'quotes'],
  },
  {
    id: 'books',
    match: ['book', 'books', 'bookstore', 'library', 'author', 'writing', 'literary'],
    seeds: ['book-open', 'books', 'pen-nib', 'feather', 'book'],
  },
  {
    id: 'art',
    match: ['art', 'gallery', 'design', 'creative', 'agency', 'museum', 'craft', 'crafts'],
    seeds: ['palette', 'paint-brush', 'pen-nib', 'pencil', 'shapes', 'sparkle'],
  },
  {
    id: 'games',
    match: ['game', 'games', 'gaming', 'esports', 'toy', 'toys', 'play'],
    seeds: ['game-controller', 'puzzle-piece', 'dice-five', 'joystick', 'sword'],
  },
  {
    // Before the events: "event lighting hire" lights events, it does not throw them.
    id: 'lighting',
    match: ['lighting', 'lights', 'lamp', 'lamps', 'lantern', 'lanterns', 'chandelier', 'chandeliers'],
    seeds: ['lightbulb', 'lamp', 'lamp-pendant', 'lightbulb-filament', 'flashlight'],
  },
  {
    id: 'events',
    match: ['event', 'events', 'wedding', 'party', 'festival', 'celebration'],
    seeds: ['confetti', 'champagne', 'flower-tulip', 'balloon', 'cake'],
  },
  {
    id: 'kids',
    match: ['kid', 'kids', 'child', 'children', 'baby', 'nursery', 'daycare', 'family'],
    seeds: ['baby', 'balloon', 'smiley', 'baby-carriage', 'star'],
  },
  {
    id: 'science',
    match: ['science', 'lab', 'laboratory', 'research', 'biotech', 'chemistry', 'pharma'],
    seeds: ['flask', 'atom', 'dna', 'microscope', 'test-tube'],
  },
  {
    id: 'consulting',
    match: ['consulting', 'consultancy', 'strategy', 'management', 'advisory', 'business', 'marketing', 'hr', 'recruiting'],
    seeds: ['compass-rose', 'lighthouse', 'target', 'handshake', 'lightbulb', 'trend-up'],
  },
  {
    id: 'telecom',
    match: ['telecom', 'telecommunications', 'network', 'internet', 'wifi', 'mobile', 'connectivity'],
    seeds: ['cell-signal-full', 'wifi-high', 'broadcast', 'globe', 'globe-hemisphere-west'],
  },
  {
    id: 'cleaning',
    match: ['cleaning', 'laundry', 'janitorial', 'housekeeping', 'maid'],
    seeds: ['broom', 'drop', 'sparkle', 'washing-machine'],
  },
  {
    id: 'outdoors',
    match: ['outdoor', 'outdoors', 'camping', 'hiking', 'adventure', 'mountain', 'climbing', 'ski'],
    seeds: ['mountains', 'tent', 'compass-rose', 'tree-evergreen'],
  },
  {
    id: 'charity',
    match: ['charity', 'nonprofit', 'foundation', 'volunteer', 'community', 'donation', 'church', 'faith'],
    seeds: ['hand-heart', 'heart', 'hands-praying', 'users-three', 'handshake'],
  },
];
