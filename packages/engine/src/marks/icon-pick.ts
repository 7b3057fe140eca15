/** Choosing the pictogram for a mark from the brief (name, industry, one-liner) and the designer's icon rules. */

import { type BriefTerm, type BriefWordSource, extractBriefTerms, readTone, toneAdmits, type WordPos } from '../brief';
import { glossNameWords } from '../brief/name-glossary';
import { boxOfRings, ringSignedArea, ringsTransform } from '../geometry';
import {
  CONCEPT_WORDS,
  type ConceptMatch,
  conceptsForWord,
  expandIndustry,
  getIcon,
  type IconMatch,
  type QueryTerm,
  rankConceptIcons,
  relevantPool,
} from '../icons';
import { iconFamily } from '../icons/family';
import { matchIndustries } from '../icons/industry-match';
import { type Region, regionFromPath, regionUnion } from '../path';
import { isCommonWord } from '../type/word-parts';
import type { Brief } from '../types';
import { chooseOption } from './params';
import type { Mark, MarkContext } from './types';

/** Below this share of the brief's best match, a match is a leftover of stray words, not a second idea. */
const LEFTOVER_SHARE = 0.05;

/** Used when nothing in the brief finds an icon: a neutral, solid figure. */
const FALLBACK_ICONS = ['star-four', 'sparkle', 'diamond'];

export interface PickIconOptions {
  /** Silhouette archetypes prefer solid one-piece icons (§4.3 step 4). */
  forSilhouette?: boolean;
  /** Several distinct icons (fusions, dual emblems): which one to take. */
  index?: number;
  /** Extra names to avoid (e.g. the icon already used). */
  exclude?: readonly string[];
}

/**
 * Name tokens of generic interface glyphs (avatars, people, camera apertures): they say "app", not the brand,
 * so a mark uses them only when the industry table or the brief's own words ask for them (photography → aperture,
 * yoga → a figure in a pose).
 */
const GENERIC_ICON_TOKENS = ['user', 'users', 'person', 'aperture', 'smiley', 'identification', 'address'];

/** Icons whose connotation the trade's tone may refuse (brief/tone.ts): sleep signs, serpents, a comet's fireball. */
const TONE_ICONS: Readonly<Record<'sleep' | 'serpent' | 'comet', readonly string[]>> = {
  sleep: ['bed', 'moon', 'moon-stars', 'cloud-moon', 'bell-z', 'bell-simple-z'],
  serpent: ['asclepius'],
  comet: ['meteor'],
};

/** The icons whose connotation the brief's trade refuses ("zz" and a moon for an energy bar, a serpent for a nursery). */
function toneDeniedIcons(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): string[] {
  const tone = readTone(brief);
  return (Object.keys(TONE_ICONS) as (keyof typeof TONE_ICONS)[]).flatMap((device) => (toneAdmits(tone, device) ? [] : TONE_ICONS[device]));
}

/**
 * Pictures whose word has another sense in most briefs: drawn only when the brief's words take that sense (a
 * football club is not the card suit, winter ice tours are not an ice lolly, a spreadsheet needs data words).
 */
const SENSE_ICONS: ReadonlyArray<{ icons: readonly string[]; sense: RegExp }> = [
  { icons: ['club'], sense: /\b(?:cards?|poker|casino|bridge|blackjack|gambl\w*|golf\w*)\b/i },
  // A league is any sport's (bowling, darts, pool): the football is drawn only where football is named.
  { icons: ['soccer-ball'], sense: /\b(?:football\w*|soccer|fc|futsal|five-a-side|goalkeep\w*|strikers?)\b/i },
  // Wind is weather: an electric fan is a cooling trade's, a windmill a miller's or a wind farm's (a kite school drew both).
  { icons: ['fan'], sense: /\b(?:fans?|cool\w*|air[- ]?con\w*|ventilat\w*|hvac|refrigerat\w*|climate control)\b/i },
  {
    icons: ['windmill'],
    sense: /\b(?:windmills?|mills?|millers?|flour|wind (?:farms?|power|energy|turbines?)|turbines?|renewabl\w*|dutch|holland)\b/i,
  },
  // A gymnast vaults, a tiler's kitchen is a room, a stove fitter services: the safe, the broom and the lighthouse are
  // drawn only where money, cleaning or the coast are named (the twentieth review's gym, tiler and river kayaks).
  {
    icons: ['vault', 'safe'],
    sense:
      /\b(?:banks?|banking|fintech|financ\w*|accounts?|accounting|bookkeep\w*|payments?|invest\w*|loans?|wealth|pensions?|safes?|secur\w*|deposit\w*|valuables|money|savings|cash|storage|locksmith\w*|archives?|crypt\w*)\b/i,
  },
  // "Fly" is a gymnast's leap or an angler's lure as often as a flight: the aeroplane needs words of flying machines.
  {
    icons: ['airplane', 'airplane-tilt', 'airplane-takeoff', 'airplane-landing', 'airplane-in-flight'],
    sense:
      /\b(?:air\w*|flights?|flying school|pilots?|aviation|aviators?|planes?|jets?|travel\w*|holidays?|abroad|overseas|trips?|tours?|freight|cargo|drones?)\b/i,
  },
  // A lift is a passenger lift only where the brief says so: a crane hire's "one-day lifts" and a gym's lifts are no
  // elevator car.
  {
    icons: ['elevator'],
    sense:
      /\b(?:elevators?|escalators?|stairlifts?|(?:passenger|goods|platform|service|home|hospital|wheelchair) lifts?|lift (?:engineers?|maintenance|repairs?|servic\w*|install\w*|shafts?|cars?|compan(?:y|ies)|doors?))\b/i,
  },
  // A flying school flies aircraft, not saucers; a paper plane is the send button of messaging (in a disc, a messaging
  // app's own mark), drawn only where paper or messages are the subject (thirty-second review).
  { icons: ['flying-saucer'], sense: /\b(?:ufos?|aliens?|saucers?|sci-?fi|science fiction|extraterrestrial\w*|outer space|martians?)\b/i },
  {
    icons: ['paper-plane', 'paper-plane-tilt', 'paper-plane-right'],
    sense: /\b(?:paper|origami|messag\w*|send\w*|mail\w*|newsletters?|e-?mails?|post(?:al|age)?|letters?|chat\w*)\b/i,
  },
  // The reception bell is a hotel's, or a shop counter's.
  {
    icons: ['call-bell'],
    sense:
      /\b(?:hotels?|receptions?|concierge\w*|front desk|hospitality|guest ?houses?|b&b|bed and breakfast|inns?|hostels?|motels?|bellhops?|service bell)\b/i,
  },
  // A fish beside a salt harvester's or a harbour town's name reads as seafood: it is drawn where fish are the subject.
  {
    icons: ['fish', 'fish-simple'],
    sense:
      /\b(?:fish\w*|seafood|angl\w*|aquari\w*|sushi|chippy|chips|trout|salmon|cod|haddock|mackerel|pond|koi|marine (?:life|biolog\w*)|snorkel\w*|scuba|div(?:e|es|ing|er|ers)|reefs?|aquatic|fishmongers?|smokehouse|kippers?|pisces)\b/i,
  },
  // Emptying a septic tank is no empty set (thirty-first review: three designers drew ∅ for a drain firm).
  { icons: ['empty'], sense: /\b(?:empty sets?|null|void|set theory|mathemat\w*|maths?|zero)\b/i },
  // An axe is a woodcutter's: a forest is walked, climbed or flown through more often than felled (a zipline park).
  {
    icons: ['axe'],
    sense:
      /\b(?:lumber\w*|logging|loggers?|firewood|logs?|timber|forestry|axes?|chopp\w*|tree surgeon\w*|arborist\w*|woodcutt\w*|carpent\w*|joiner\w*|bushcraft|woods?m[ae]n|felling|splitting|sawmills?|hatchets?)\b/i,
  },
  {
    icons: ['broom'],
    sense: /\b(?:clean\w*|sweep\w*|chimney\w*|janitor\w*|housekeep\w*|maids?|tid(?:y|ying)|dust\w*|brooms?|witch\w*)\b/i,
  },
  {
    icons: ['lighthouse'],
    sense:
      /\b(?:coast\w*|seas?|seaside|harbou?rs?|lighthouses?|maritime|shores?|beach\w*|bays?|ports?|navigat\w*|nautical|ocean\w*|islands?|cliffs?|headlands?)\b/i,
  },
  // A laundrette's dryers tumble clothes: the hair-dryer is a salon's.
  { icons: ['hair-dryer'], sense: /\b(?:hair\w*|salons?|barbers?|blow[- ]?dry\w*|stylists?|beauty)\b/i },
  // One animal is not another: a dog groomer's brief draws no cat, a cat café's no dog, unless it speaks of pets.
  { icons: ['cat'], sense: /\b(?:cats?|kittens?|feline\w*|pets?|animals?|vets?|veterinar\w*)\b/i },
  { icons: ['dog'], sense: /\b(?:dogs?|pupp(?:y|ies)|canine\w*|hounds?|kennels?|pets?|animals?|vets?|veterinar\w*|grooming|groomers?)\b/i },
  // A bone is a dog's treat (or a skeleton's): a cattery's paw draws no bone (twenty-second review).
  {
    icons: ['bone'],
    sense: /\b(?:dogs?|pupp(?:y|ies)|canine\w*|hounds?|kennels?|bones?|skelet\w*|osteo\w*|orthop(?:a)?edic\w*|fossils?|x-rays?)\b/i,
  },
  // A button on a coat or a milliner's is no form's radio button; picture-in-picture is a screen's, not a cinema's.
  { icons: ['radio-button'], sense: /\b(?:forms?|ui|ux|interfaces?|software|apps?|websites?|web|checkbox\w*|surveys?)\b/i },
  { icons: ['picture-in-picture'], sense: /\b(?:videos?|video calls?|streaming|tvs?|television|monitors?|displays?|software|apps?)\b/i },
  // A potter's bowls are stoneware: the noodle bowl and the steaming soup are a kitchen's.
  {
    icons: ['bowl-food', 'bowl-steam'],
    sense:
      /\b(?:food|foods|restaurants?|noodles?|ramen|pho|soups?|salads?|poke|kitchens?|caf[eé]s?|eat\w*|meals?|breakfasts?|brunch|lunch\w*|dinners?|takeaways?|cereals?|porridge|curr(?:y|ies)|rice|dishes|cook\w*|chefs?|dining|diners?|bistros?|canteens?)\b/i,
  },
  // Keys of a computer keyboard and the tags of version control are software's: pest control has no control key,
  // a cider's apple no command key.
  {
    icons: ['control', 'command', 'option', 'airplay', 'screencast'],
    sense: /\b(?:keyboards?|shortcuts?|typing|computers?|laptops?|macs?|software|apps?|screens?|streaming)\b/i,
  },
  {
    icons: ['git-commit', 'git-branch', 'git-diff', 'git-fork', 'git-merge', 'git-pull-request'],
    sense: /\b(?:git|github|software|developers?|code|coding|version control|repositor\w*|open[- ]source|devops)\b/i,
  },
  // "Sound feet" are healthy ones: no headphones or speakers unless the business is about sound.
  {
    icons: ['headphones', 'speaker-hifi', 'speaker-high', 'speaker-low', 'speaker-simple-high', 'speaker-simple-low', 'waveform', 'ear'],
    sense:
      /\b(?:music\w*|audio\w*|record(?:ing|ings|s)?|studios?|speakers?|headphones?|podcast\w*|radio|acoustic\w*|hearing|noise|deaf\w*|ears?|sound(?:proof\w*|track\w*| system\w*| engineer\w*| design\w*)|bands?|songs?|songwriters?|djs?)\b/i,
  },
  // Glass that is blown or cut is not a magnifying glass unless the business searches, inspects or reads.
  {
    icons: ['magnifying-glass', 'magnifying-glass-plus', 'magnifying-glass-minus'],
    sense: /\b(?:search\w*|inspect\w*|investigat\w*|detect\w*|audit\w*|survey\w*|magnif\w*|find\w*|seo|research\w*)\b/i,
  },
  { icons: ['air-traffic-control'], sense: /\b(?:air traffic|airports?|aviation|pilots?|flights?|flying)\b/i },
  // A sheltered beach is no nuclear shelter; a breeze is no tornado.
  { icons: ['fallout-shelter'], sense: /\b(?:nuclear|fallout|bunkers?|radiation|radioactiv\w*|civil defen[cs]e)\b/i },
  {
    icons: ['hurricane', 'tornado'],
    sense: /\b(?:storms?|hurricanes?|tornado\w*|cyclones?|weather|disasters?|insur\w*|emergenc\w*|chasers?)\b/i,
  },
  // Fifteenth review: pictures of another trade, refused unless the brief speaks of that trade. Hand lettering is not
  // mail; a doula's support is no information sign, question mark, help-desk headset or lifebuoy, her calm no tai-chi,
  // her clients' homes no apartment block or key; a skate shop's neighbourhood is no map or city; its wheels no
  // steering wheel; a window cleaner's windows are no app windows; cracking codes is no programming.
  {
    icons: ['envelope', 'envelope-simple', 'envelope-open', 'envelope-simple-open', 'mailbox'],
    sense:
      /\b(?:mail\w*|post(?:al|age|box)?|letters|letter|envelopes?|newsletters?|correspondence|stationer\w*|invitations?|cards?|couriers?|parcels?|deliver\w*|letterpress|print\w*|inbox|email\w*|contact)\b/i,
  },
  {
    icons: ['info', 'question', 'question-mark'],
    sense:
      /\b(?:information|info|help ?desks?|faqs?|questions?|enquir\w*|inquir\w*|tourist|visitors?|advice|advis\w*|answers?|quiz\w*|trivia)\b/i,
  },
  {
    icons: ['headset'],
    sense:
      /\b(?:call cent\w*|help ?desks?|customer (?:service|support)|phones?|telephon\w*|gam(?:e|es|ing|ers?)|esports?|it support|tech support|radio|pilots?)\b/i,
  },
  {
    icons: ['lifebuoy'],
    sense:
      /\b(?:boats?|ferr\w*|sail\w*|swim\w*|lifeguards?|rescue|coast\w*|seas?|marine|maritime|nautical|harbou?rs?|beach\w*|pools?|ships?|water\w*|lifeboats?)\b/i,
  },
  {
    icons: ['person-simple-tai-chi'],
    sense: /\b(?:tai ?chi|qigong|martial|kung ?fu|yoga|pilates|meditat\w*|exercis\w*|fitness|stretch\w*|movement|balance)\b/i,
  },
  {
    icons: ['building-apartment', 'buildings', 'city'],
    sense:
      /\b(?:apartments?|flats|propert(?:y|ies)|real estate|estate agen\w*|lettings?|housing|towers?|condos?|residen\w*|buildings?|construct\w*|architect\w*|cit(?:y|ies)|urban|offices?|hotels?|skylines?|downtown|metro\w*|towns?)\b/i,
  },
  {
    icons: ['key'],
    sense:
      /\b(?:keys?|locks?|locksmith\w*|secur\w*|safes?|estate agen\w*|lettings?|letting|propert(?:y|ies)|real estate|rent\w*|landlords?|hotels?|escape|vaults?|access|cipher\w*|riddles?|puzzles?|car hire|valet)\b/i,
  },
  {
    icons: ['map-pin', 'map-pin-line', 'map-trifold', 'map-pin-simple', 'map-pin-area'],
    sense:
      /\b(?:maps?|mapping|cartograph\w*|locat\w*|directions?|navigat\w*|travel\w*|tours?|guides?|gps|places?|destinations?|routes?|hik\w*|explor\w*|trails?|walks?|surveyors?|surveying|geograph\w*|atlas\w*|wayfinding)\b/i,
  },
  {
    icons: ['steering-wheel'],
    sense: /\b(?:cars?|driv\w*|vehicles?|motor\w*|autos?|garages?|taxis?|chauffeur\w*|boats?|sail\w*|helm\w*|yachts?|racing)\b/i,
  },
  {
    icons: ['app-window', 'terminal-window', 'tabs', 'browser', 'code', 'code-block', 'code-simple', 'brackets-curly', 'terminal'],
    sense:
      /\b(?:apps?|software|web\w*|browsers?|online|digital|developers?|computers?|screens?|saas|it|programm\w*|coding|coders?|devops|api|apis|startups?|tech\w*|data|cloud|hosting|cyber\w*|hackers?|hacking|gam(?:e|es|ing))\b/i,
  },
  // "Above the high street" is no high-definition screen or full wifi signal.
  {
    icons: ['high-definition', 'wifi-high', 'wifi-medium', 'wifi-low', 'cell-signal-high', 'cell-signal-full'],
    sense:
      /\b(?:videos?|tv|televisions?|films?|cinemas?|screens?|streaming|cameras?|broadband|wi-?fi|wireless|internet|networks?|hd|4k|resolution|signals?|mobile|phones?|telecom\w*)\b/i,
  },
  // Sixteenth review: a dance studio's "classes for children" drew a baby's face: a baby only where babies are the trade.
  {
    icons: ['baby', 'baby-carriage'],
    sense:
      /\b(?:bab(?:y|ies)|infants?|newborns?|toddlers?|nurser(?:y|ies)|births?|birthing|doulas?|midwi\w*|pregnan\w*|maternity|prams?|pushchairs?|strollers?|cr[eè]ches?|day ?care|nappies|diapers?|postnatal|antenatal|prenatal|postpartum|under[- ]?(?:fives|5s))\b/i,
  },
  // Eighteenth review: a screen printer's small runs drew a runner and a trainer, a genealogist's parish records a
  // music note, a shop's hand-dyed wool "running" evenings a runner: the sport and the music (and the dance that moves
  // to both) only where they are named.
  {
    icons: ['person-simple-run', 'sneaker-move', 'sneaker'],
    sense:
      /\b(?:runners?|running (?:clubs?|shoes?|tracks?|routes?|coach\w*|kit|gear)|trail running|jog\w*|marathons?|races?|racing|athlet\w*|sports?|fitness|gyms?|parkrun|triathl\w*|workouts?|exercis\w*|sprint\w*|danc\w*|ballet)\b/i,
  },
  {
    icons: ['music-notes', 'music-note', 'music-notes-simple'],
    sense:
      /\b(?:music\w*|musicians?|songs?|singers?|singing|bands?|orchestr\w*|choir\w*|concerts?|melod\w*|vinyl|records? (?:shops?|stores?|labels?)|recording\w*|gigs?|djs?|instruments?|pianos?|guitars?|violins?|cellos?|organs?|drums?|tunes?|audio|albums?|festivals?|opera\w*|danc\w*|ballet|ballroom|jazz|salsa|tango|rhythm\w*|choreograph\w*|karaoke|disco\w*)\b/i,
  },
  // Nineteenth review: a fencing club's "club" drew a disco ball, a street name's "Road" a motorway, rural fencing could
  // draw the sport's sword and a fencing club a farm fence.
  {
    icons: ['disco-ball'],
    sense: /\b(?:disco\w*|night ?clubs?|clubbing|dance\w*|danc(?:e|ing)|djs?|raves?|parties|party|karaoke|seventies|70s)\b/i,
  },
  {
    icons: ['road-horizon'],
    sense:
      /\b(?:highways?|motorways?|road ?(?:works?|safety|trips?|building|haulage|surfacing)|driv\w*|haulage|hauliers?|trucks?|trucking|lorr(?:y|ies)|transport\w*|travel\w*|journeys?|tarmac|asphalt|surfacing|cycl\w*|commut\w*|taxis?|couriers?|deliver\w*|routes?)\b/i,
  },
  {
    icons: ['sword'],
    sense:
      /\b(?:fencers?|sabres?|epees?|épées?|foils?|swords?|swordsman\w*|swordplay|bouts?|pistes?|duel\w*|knights?|medieval|martial|kendo|fencing (?:club|school|lessons?|classes?|coach\w*))\b/i,
  },
  {
    icons: ['fence'],
    sense:
      /\b(?:fences?|post-and-rail|posts?|rails?|gates?|hedg\w*|rural|farm\w*|garden\w*|livestock|paddocks?|boundar\w*|fields?|panels?|timber|landscap\w*|contractors?|yards?)\b/i,
  },
  // Twenty-fourth review: a choir's songs drew a guitar and a record: the instrument where instruments are named, the
  // record where records are sold or spun.
  {
    icons: ['guitar'],
    sense: /\b(?:guitar\w*|bands?|rock|folk|blues|bluegrass|country music|luthiers?|instruments?|ukuleles?|gigs?)\b/i,
  },
  {
    icons: ['vinyl-record'],
    sense: /\b(?:vinyl|records? (?:shops?|stores?|labels?|collect\w*|fairs?)|turntables?|djs?|albums?|lps?|disco\w*)\b/i,
  },
  {
    icons: ['popsicle', 'ice-cream'],
    sense: /\b(?:ice[- ]?creams?|gelat\w*|sorbets?|desserts?|lolly|lollies|popsicles?|sundaes?|frozen yog\w*)\b/i,
  },
];

/** Bridge the card game: a bridge club, evening or player, duplicate or contract bridge. */
const BRIDGE_GAME =
  /\bbridge (?:club|clubs|evenings?|nights?|players?|lessons?|tables?|drives?|congress\w*)\b|\b(?:duplicate|contract|rubber) bridge\b/i;

/**
 * Words and phrases that do not mean here what they mean alone, with the pictures of that sense they refuse unless
 * the brief also speaks of it: a food bank or a blood bank keeps no money (a church's food bank drew coins), a
 * patient driving instructor has no patients.
 */
const PHRASE_SENSES: ReadonlyArray<{ phrase: RegExp; icons: readonly string[]; unless: RegExp }> = [
  // Twenty-ninth review: horses and riding are no cowboy hat outside the Western trade (a British riding school and
  // livery yard got a stetson in the stripes and the word line of two designers).
  {
    phrase: /\b(?:horses?|equestrian\w*|equine|riding|ponies|pony|stables?|livery|farriers?|farriery|saddle\w*|dressage|hack\w*)\b/i,
    icons: ['cowboy-hat'],
    unless: /\b(?:western|rodeos?|ranch\w*|cowboys?|cowgirls?|stetsons?|country (?:music|and western)|line danc\w*|wild west|texas)\b/i,
  },
  // Thirtieth review: a mobile crane is no phone, a flotation therapy centre holds no talk therapy, four-wheel
  // alignment is no text alignment, and a nappy library lends no books.
  {
    phrase:
      /\bmobile (?:cranes?|crane hire|catering|bars?|hairdress\w*|barbers?|mechanics?|welding|tyres?|vets?|coffee|saunas?|units?|homes?|libraries|shops?|toilets?|generators?|sawmills?|plant)\b/i,
    icons: ['device-mobile', 'device-mobile-camera', 'device-mobile-speaker', 'device-tablet', 'phone', 'phone-call'],
    unless: /\b(?:phones?|smartphones?|handsets?|apps?|sim|calls?|texts?|screens? repairs?)\b/i,
  },
  {
    phrase:
      /\b(?:flotation|floatation|float|massage|physio|physical|sports|hydro|heat|light|sound|aroma|cold water|infrared) ?therap\w*|\bfloat (?:centres?|centers?|rooms?|tanks?|pods?)\b/i,
    icons: [
      'chats',
      'chats-circle',
      'chats-teardrop',
      'chat',
      'chat-circle',
      'chat-dots',
      'chat-circle-dots',
      'chat-teardrop',
      'chat-text',
      'hand-heart',
      'lifebuoy',
    ],
    unless: /\b(?:talk\w*|counsel\w*|psycho\w*|conversations?|speech|cbt|listening)\b/i,
  },
  {
    phrase: /\b(?:wheel|tyre|tire|four-wheel|4-wheel|laser|tracking|suspension) alignments?\b/i,
    icons: [
      'align-bottom',
      'align-bottom-simple',
      'align-center-horizontal',
      'align-center-horizontal-simple',
      'align-center-vertical',
      'align-center-vertical-simple',
      'align-left',
      'align-left-simple',
      'align-right',
      'align-right-simple',
      'align-top',
      'align-top-simple',
      'text-align-center',
      'text-align-justify',
      'text-align-left',
      'text-align-right',
      'text-columns',
      'text-indent',
      'text-outdent',
    ],
    unless: /\b(?:text|typograph\w*|layouts?|page design|desktop publishing)\b/i,
  },
  {
    phrase:
      /\b(?:nappy|nappies|diaper|toy|tool|sling|seed|kit|costume|baby|sports kit|things) (?:librar(?:y|ies))\b|\blibrar(?:y|ies) of things\b|\b(?:friendly|community|local) library where\b/i,
    icons: ['books', 'book', 'book-open', 'book-open-text', 'book-bookmark', 'book-open-user', 'bookmark', 'bookmarks'],
    unless: /\b(?:books?|reading|readers?|authors?|literature|novels?|stories|storytime|bookshops?)\b/i,
  },
  // Thirty-first review: drain jetting is no jet aircraft, a paraglider is no aeroplane, an opera's productions are
  // staged, not filmed, and a tennis court holds no scales of justice.
  {
    phrase: /\b(?:drain|sewer|pressure|high[- ]pressure|water) jetting\b|\bjet[- ]?wash\w*|\bjetting\b/i,
    icons: ['airplane', 'airplane-tilt', 'airplane-takeoff', 'airplane-landing', 'airplane-in-flight', 'paper-plane-tilt', 'paper-plane'],
    unless: /\b(?:aircraft|airlines?|aviation|airports?|flights?|aeroplanes?|airplanes?)\b/i,
  },
  {
    phrase: /\b(?:paraglid\w*|paramotor\w*|hang[- ]?glid\w*|skydiv\w*|parachut\w*|gliding|gliders?|hot[- ]air balloon\w*)\b/i,
    icons: ['airplane', 'airplane-tilt', 'airplane-takeoff', 'airplane-landing', 'airplane-in-flight', 'paper-plane-tilt', 'paper-plane'],
    unless: /\b(?:aeroplanes?|airplanes?|aircraft|airlines?|jets?|airports?)\b/i,
  },
  {
    phrase:
      /\b(?:operas?|operatic|theatres?|theaters?|stag(?:e|es|ed|ing)|ballets?|musicals?|drama\w*|pantomimes?|pantos?|choirs?|orchestra\w*|recitals?)\b/i,
    icons: ['film-slate', 'film-strip', 'film-reel', 'video-camera', 'video'],
    unless: /\b(?:films?|filmed|filming|cinema\w*|movies?|videos?|filmmak\w*|documentar\w*|screenings?)\b/i,
  },
  {
    phrase:
      /\b(?:tennis|squash|badminton|basketball|netball|padel|pickleball|volleyball|park|sports?|indoor|outdoor|clay|grass|hard|public) courts?\b/i,
    icons: ['scales', 'gavel', 'bank', 'seal'],
    unless: /\b(?:law\w*|legal|solicitors?|barristers?|judges?|justice|tribunals?|attorneys?|lawyers?|magistrates?)\b/i,
  },
  // "On time", "one point at a time", "first time": time in a saying is no clock (a snow contractor's "open on time"
  // drew a wristwatch, thirty-first review). A clock is drawn where the brief speaks of clocks, watches or schedules.
  {
    phrase: /\btimes?\b/i,
    icons: [
      'alarm',
      'clock',
      'clock-afternoon',
      'clock-clockwise',
      'clock-countdown',
      'clock-counter-clockwise',
      'clock-user',
      'hourglass',
      'hourglass-high',
      'hourglass-low',
      'hourglass-medium',
      'hourglass-simple',
      'hourglass-simple-high',
      'hourglass-simple-low',
      'hourglass-simple-medium',
      'timer',
      'watch',
    ],
    unless:
      /\b(?:clocks?|watch(?:es|makers?|making|repairs?|straps?)?|wristwatch\w*|horolog\w*|timepieces?|hourglass\w*|timers?|stopwatch\w*|schedul\w*|timesheets?|timetabl\w*|time[- ]?(?:tracking|management|keeping|zones?)|timekeep\w*|deadlines?|punctual\w*|calendars?|bookings?|appointments?|rota\w*|shifts?|countdown\w*)\b/i,
  },
  // Thirty-second review: a canal's locks are no padlock or key, steam cleaning lights no flame, a plasterer's smooth
  // walls are no brickwork.
  {
    phrase:
      /\b(?:canals?|narrow ?boats?|waterways?|barges?|towpaths?|marinas?|lock (?:gates?|keepers?|flights?|training|landings?)|cast off|locks? (?:on|along) the)\b/i,
    icons: [
      'lock',
      'lock-key',
      'lock-simple',
      'lock-laminated',
      'lock-open',
      'lock-key-open',
      'lock-simple-open',
      'lock-laminated-open',
      'key',
      'keyhole',
      'password',
    ],
    unless: /\b(?:locksmith\w*|secur\w*|burglar\w*|keys? cut\w*|safes?|padlocks?|door locks?|alarms?)\b/i,
  },
  {
    phrase: /\bsteam[- ]?clean\w*|\b(?:carpet|rug|upholstery|oven|tile|grout|sofa|mattress) clean\w*/i,
    icons: ['flame', 'fire', 'fire-simple', 'campfire', 'thermometer-hot'],
    unless: /\b(?:fires?|flames?|stoves?|heating|boilers?|sauna\w*|barbecues?|bbq|grill\w*|candles?|fireplaces?|chimney\w*)\b/i,
  },
  {
    phrase: /\b(?:plaster\w*|skimming|render(?:ing|ed)?|screed\w*|artex|lime wash\w*|dry ?lining)\b/i,
    icons: ['wall', 'stone-wall'],
    unless: /\b(?:bricks?|brickwork|bricklay\w*|stonework|stonemason\w*|masonry|dry ?stone|walling)\b/i,
  },
  // Thirty-third review: asbestos removal moves no house (no lorry, no box), laser tag prices nothing, a team night
  // is no bedtime moon, ice bars pour no cocktails.
  {
    phrase:
      /\b(?:asbestos|waste|rubbish|junk|graffiti|tree|stump|tattoo|hair|mould|mold|pest|wasp|nest|snow|stain|clearance|japanese knotweed|knotweed) removals?\b|\bremoval (?:and|&) disposal\b|\bsafe removal\b/i,
    icons: ['truck', 'truck-trailer', 'package', 'archive-box', 'box-arrow-down', 'van'],
    unless:
      /\b(?:(?:house|home|office|furniture|man and van) (?:removals?|moves?|moving)|moving house|movers?|relocat\w*|haulage|deliver\w*|couriers?)\b/i,
  },
  {
    phrase: /\blaser ?tag\b|\btag (?:arenas?|games?)\b|\bplay(?:ing)? tag\b/i,
    icons: ['tag', 'tag-chevron', 'tag-simple'],
    unless: /\b(?:prices?|pricing|labels?|sales?|retail|swing tags?|gift tags?|name tags?|luggage tags?)\b/i,
  },
  {
    phrase:
      /\b(?:team|quiz|games?|date|stag|hen|club|comedy|league|party|karaoke|bingo|curry|movie|family|race|fight|student|ladies'?|girls'?) nights?\b/i,
    icons: ['moon', 'moon-stars', 'cloud-moon'],
    unless:
      /\b(?:sleep\w*|beds?|bedtime|overnight|night-?time|stars?|starry|astronom\w*|nocturnal|dreams?|moons?|lunar|night sky|dark skies)\b/i,
  },
  {
    phrase: /\bice (?:bars?|sculpt\w*|carv\w*|luges?|blocks?)\b/i,
    icons: ['martini', 'brandy', 'wine', 'champagne', 'beer-bottle', 'beer-stein', 'cheers', 'cocktail', 'chocolate-bar'],
    unless: /\b(?:cocktails?|drinks?|pubs?|bartend\w*|mixolog\w*|spirits|vodka|liqueurs?|gin|whisk(?:e)?y|wines?)\b/i,
  },
  // A livery yard keeps horses: its "DIY livery" (the owner does the mucking out) is no toolbox, and livery here is no
  // taxi (a riding school got a wrench).
  {
    phrase: /\b(?:diy|full|part|grass|working|retirement) livery\b|\blivery (?:yards?|stables?|stalls?)\b/i,
    icons: ['hammer', 'wrench', 'screwdriver', 'toolbox', 'taxi'],
    unless: /\b(?:tools?|hardware|handyman|builders?|repairs?|taxis?|cabs?|chauffeur\w*|minicabs?)\b/i,
  },
  // A livery, stable or builder's yard grows nothing: its "yard" is no garden tree or plant.
  {
    phrase: /\b(?:livery|stable|farm|builders?'?|timber|scrap|boat|ship|salvage|reclamation) ?yards?\b/i,
    icons: ['tree', 'plant', 'leaf', 'tree-evergreen', 'shovel', 'potted-plant'],
    unless: /\b(?:gardens?|garden\w+|trees?|orchards?|plants?|planting|nurser(?:y|ies)|woods?|woodland|forests?|seeds?|allotments?)\b/i,
  },
  // Animal feed is no meal: a feed store for hens draws no knife and fork (twenty-first review).
  {
    phrase: /\b(?:feed (?:stores?|shops?|merchants?|mills?)|animal feeds?|livestock|poultry|hens?|chickens?|fodder|hay|pet food)\b/i,
    icons: ['fork-knife', 'chef-hat', 'cooking-pot', 'bowl-food', 'bowl-steam'],
    unless: /\b(?:restaurants?|caf[eé]s?|dining|diners?|meals?|menus?|takeaways?|bistros?|catering|eatery|eateries|roast\w*|grill\w*)\b/i,
  },
  // Twenty-fourth review: a 3D printer's "printing" is no desk printer or printed T-shirt, a basket maker's weaving no
  // needle and yarn, her fishing creels no fish, a podiatrist's gait analysis no market chart or target.
  {
    phrase: /\b3-?d[- ]?print\w*|\badditive manufactur\w*/i,
    icons: ['printer', 't-shirt', 'paint-roller', 'envelope'],
    unless: /\b(?:paper|posters?|flyers?|leaflets?|t-shirts?|garments?|business cards|screen ?print\w*)\b/i,
  },
  {
    phrase: /\b(?:willow|wicker|baskets?|basketry|rushes|osiers?|trugs?|creels?|hurdles?)\b/i,
    icons: ['needle', 'yarn'],
    unless: /\b(?:sew\w*|knit\w*|yarns?|wool|textiles?|fabrics?|looms?|tapestr\w*|rugs?|cloth)\b/i,
  },
  {
    phrase: /\bcreels?\b/i,
    icons: ['fish', 'fish-simple'],
    unless: /\b(?:fishmongers?|seafood|fish (?:shops?|markets?|stalls?)|tackle|angling)\b/i,
  },
  // Twenty-fifth review: a roller rink's rollers are skates, not a decorator's paint roller or a skateboard; show
  // kites are no stage show (a ticket, a theatre mask, a microphone); a hedgehog rescue pulls nobody from the sea.
  {
    phrase: /\broller[- ]?(?:skat\w*|rinks?|disco|derby|girls?)|\brinks?\b/i,
    icons: ['paint-roller', 'skateboard'],
    unless: /\b(?:paint\w*|decorat\w*|emulsion|walls?|skateboard\w*|skateparks?)\b/i,
  },
  {
    phrase: /\bshow (?:kites?|gardens?|dogs?|cars?|homes?|houses?|jumping|horses?|ponies|cattle|sheep|rooms?|cakes?|quality)\b/i,
    icons: ['ticket', 'mask-happy', 'mask-sad', 'microphone-stage'],
    unless: /\b(?:theatre|theater|stage|perform\w*|concerts?|tickets?|festivals?|gigs?|drama|comedy|musicals?)\b/i,
  },
  {
    phrase: /\brescu\w*/i,
    icons: ['lifebuoy', 'waves'],
    unless:
      /\b(?:seas?|coast\w*|lifeboats?|lifeguards?|swim\w*|beach\w*|marine|boats?|harbou?rs?|rivers?|lakes?|drown\w*|water|ocean\w*|surf\w*)\b/i,
  },
  // A wedding's flowers are cut flowers, not a garden centre's potted plant; a device's battery life is no power
  // company's lightning bolt or plug (twenty-fifth review, Haviv's pictograms).
  {
    phrase: /\b(?:weddings?|bridal|brides?|ceremon\w*|celebrants?|elopements?)\b/i,
    icons: ['potted-plant', 'plant'],
    unless: /\b(?:gardens?|gardening|plants?|nurser(?:y|ies)|houseplants?|horticult\w*|landscap\w*)\b/i,
  },
  {
    phrase: /\b(?:\w+-long|all-day|long|lasting) batter(?:y|ies)\b|\bbattery life\b/i,
    icons: ['lightning', 'plug-charging', 'battery-charging', 'battery-warning', 'car-battery'],
    unless: /\b(?:electric\w*|chargers?|charging|solar|energy|power (?:banks?|stations?)|ev|evs|batteries for)\b/i,
  },
  // Twenty-seventh review. A fertility clinic's egg is never cracked; a glazier cuts glass, not pints, and cleans no
  // windows; a bridge club plays cards, and a card table is no river crossing or web link; a repair café mends
  // things, it serves no coffee; a club's nights and evenings are when it meets, not a moon.
  {
    phrase: /\b(?:fertility|ivf|egg freezing|conception|pregnan\w*|embryo\w*|midwi\w*|obstetric\w*|maternity|antenatal)\b/i,
    icons: ['egg-crack'],
    unless: /\b(?:cracked eggs?|omelette\w*|breakfast|cook\w*|bak\w*)\b/i,
  },
  {
    phrase: /\bglaz(?:iers?|ing|ed)\b|\bpanes?\b|\bdouble[- ]glaz\w*/i,
    icons: ['pint-glass', 'cheers', 'wine', 'beer-stein', 'beer-bottle', 'martini', 'brandy', 'champagne', 'squeegee'],
    unless: /\b(?:bars?|pubs?|drinks?|wine|beers?|cocktails?|brewer\w*|clean\w*|wash\w*)\b/i,
  },
  {
    phrase: BRIDGE_GAME,
    icons: ['bridge', 'link'],
    unless: /\b(?:rivers?|spans?|engineer\w*|construct\w*|civil|suspension)\b/i,
  },
  {
    phrase: /\bbridges?\b/i,
    icons: ['cards', 'spade', 'club', 'cards-three'],
    unless: new RegExp(`${BRIDGE_GAME.source}|\\bcards?\\b|\\bbidding\\b`, 'i'),
  },
  {
    phrase: /\brepair caf(?:e|é)s?(?![a-z])/i,
    icons: ['coffee', 'coffee-bean', 'coffee-cup', 'tea-bag'],
    unless: /\b(?:coffee|espresso|tea|cakes?|breakfast|lunch|brunch|baked)\b/i,
  },
  {
    phrase:
      /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|every|each|late|one|two|three|four|five|week)[- ](?:nights?|evenings?)\b|\b(?:nights?|evenings?) a week\b/i,
    icons: ['moon', 'moon-stars'],
    unless: /\b(?:sleep\w*|stars?|astronom\w*|moon\w*|night ?sky|dark skies|observator\w*|lunar|stargaz\w*)\b/i,
  },
  // A sleep clinic's bed is no hotel: no reception bell or room key.
  {
    phrase: /\bsleep\w*|\binsomnia\b|\bapno?ea\b|\bsnor\w*/i,
    icons: ['call-bell', 'key'],
    unless: /\b(?:hotels?|inns?|hostels?|motels?|b&b|guest ?houses?|lodg\w*|rooms? (?:to let|for the night)|reception)\b/i,
  },
  // Rowing is oars and a boat pulled by them, never a sail.
  {
    phrase: /\brow(?:ing|ers?)\b|\bscull\w*|\boars?(?:men|women)?\b/i,
    icons: ['sailboat', 'anchor', 'rows', 'split-vertical', 'rows-plus-bottom', 'rows-plus-top', 'square-split-vertical'],
    unless: /\b(?:sail\w*|yachts?|dinghies|dinghy|moorings?|anchors?)\b/i,
  },
  // Bells ring and a ringing peal is a "ring of bells": no diamond ring or crown for a bell foundry or a bell tower.
  {
    phrase: /\bbells?\b|\bbell[- ]?(?:ring\w*|towers?|foundr\w*)|\bcarillons?\b|\bpeals?\b/i,
    icons: ['diamond', 'crown-simple', 'sparkle'],
    unless: /\b(?:jewel\w*|gems?|gemstones?|diamonds?|engagement|wedding rings?|goldsmiths?|silversmiths?)\b/i,
  },
  {
    phrase: /\bgait\b/i,
    icons: [
      'trend-up',
      'trend-down',
      'target',
      'presentation',
      'presentation-chart',
      'projector-screen',
      'projector-screen-chart',
      'chart-line',
      'chart-bar',
    ],
    unless: /\b(?:data|analytics|software|apps?|financ\w*|invest\w*)\b/i,
  },
  // Soundproofing stops sound: no loudspeaker or headphones, the opposite of what it sells (twenty-third review).
  {
    phrase: /\b(?:soundproof\w*|sound insulation|acoustic (?:insulation|panels?|treatment)|noise (?:reduction|control))\b/i,
    icons: [
      'speaker-hifi',
      'speaker-high',
      'speaker-low',
      'speaker-simple-high',
      'speaker-simple-low',
      'headphones',
      'waveform',
      'megaphone',
    ],
    unless: /\b(?:hi-?fi|speaker (?:shops?|repairs?)|audio equipment|headphones)\b/i,
  },
  // A flour mill grinds the grain: no tractor, barn or farm unless it farms too.
  {
    phrase: /\b(?:flour mills?|mills? grinding|millers?|millstones?|stone-ground)\b/i,
    icons: ['tractor', 'barn', 'farm', 'house-line'],
    unless: /\b(?:farm\w*|agricultur\w*|fields?|harvest\w*)\b/i,
  },
  // A picture house is a cinema, not a house: no camera or photo frame unless photographs are its trade too (twenty-second review).
  {
    phrase: /\bpicture (?:houses?|palaces?|theatres?|theaters?|halls?)\b/i,
    icons: ['camera', 'aperture', 'image', 'image-square', 'frame-corners', 'picture-in-picture', 'house', 'house-line', 'house-simple'],
    unless: /\b(?:photo\w*|cameras?|portraits?|galler(?:y|ies)|prints?)\b/i,
  },
  // A ropery's rope goes to gyms among boats and gardens: the gym is a customer, not the trade.
  {
    phrase: /\brop(?:es?|ery|eries|ewalks?|emak\w*|e makers?|e works?)\b/i,
    icons: ['barbell', 'person-simple-run', 'heartbeat', 'sneaker', 'sneaker-move'],
    unless: /\b(?:fitness|workouts?|weightlifting|crossfit|personal train\w*|exercise classes)\b/i,
  },
  // An archery or shooting range is a line of targets, not a mountain range to hike or camp in.
  {
    phrase: /\b(?:archery|archers?|bowmen|shooting|rifle|clay pigeon|driving|firing)\b[\s\S]*\branges?\b|\barchery\b/i,
    icons: ['mountains', 'person-simple-hike', 'tent', 'compass-rose', 'sun-horizon'],
    unless: /\b(?:hik\w*|camp\w*|trek\w*|mountains?|outdoor pursuits|adventure holidays?)\b/i,
  },
  // A phone's charging port is no car's charging station.
  {
    phrase: /\b(?:phones?|mobiles?|smartphones?|tablets?|laptops?|iphones?|ipads?|screens?|gadgets?)\b/i,
    icons: ['charging-station', 'gas-pump'],
    unless: /\b(?:electric vehicles?|evs?|cars?|vehicles?|motor\w*|fuel|petrol|garages?|fleet)\b/i,
  },
  // A board game club plays at a table: no video game controller or arcade joystick.
  {
    phrase: /\b(?:chess|draughts|checkers|board games?|bridge club|go club|backgammon|scrabble|tabletop)\b/i,
    icons: ['game-controller', 'joystick'],
    unless: /\b(?:video|consoles?|esports?|arcades?|computer games?|pc games?|gamers?|online)\b/i,
  },
  // A tiler or fitter works in kitchens and bathrooms as rooms: no chef's hat or knife and fork (twentieth review).
  {
    phrase:
      /\b(?:til(?:e|es|er|ers|ing)|flooring|bathrooms?|splashbacks?|grout\w*|fitted|fitters?|install\w*|renovat\w*|refurbish\w*|worktops?)\b/i,
    icons: ['fork-knife', 'chef-hat', 'cooking-pot', 'bowl-food', 'bowl-steam', 'oven'],
    unless: /\b(?:restaurants?|caf[eé]s?|dining|diners?|meals?|menus?|takeaways?|bistros?|catering|eatery|eateries|cook\w*|chefs?)\b/i,
  },
  // Ceramic tiles are not a potter's vase.
  {
    phrase: /\b(?:til(?:e|es|er|ers|ing)|flooring|floors?|walls?|bathrooms?|splashbacks?)\b/i,
    icons: ['vase'],
    unless: /\b(?:potter(?:y|s)?|vases?|florists?|flowers?|kilns?|wheel-thrown|thrown)\b/i,
  },
  // A herbal apothecary's remedies are plants, not a pharmacist's prescription.
  {
    phrase: /\b(?:herb\w*|botanic\w*|tinctures?|balms?|salves?|remed(?:y|ies))\b/i,
    icons: ['pill', 'prescription', 'first-aid'],
    unless: /\b(?:pharmac\w*|prescriptions?|chemists?|dispens\w*|drugstores?)\b/i,
  },
  // A knife sharpener serves chefs and cooks: the knife, not the diner's knife and fork or the chef's hat.
  {
    phrase: /\b(?:sharpen\w*|whetstones?|grind(?:er|ers|ing)|honing|cutlers?)\b/i,
    icons: ['fork-knife', 'chef-hat', 'cooking-pot', 'bowl-food', 'bowl-steam'],
    unless: /\b(?:restaurants?|caf[eé]s?|dining|diners?|meals?|menus?|takeaways?|bistros?|catering|eatery|eateries)\b/i,
  },
  {
    phrase: /\b(?:food|blood|milk|seed|river|data|power)[- ]?banks?\b/i,
    icons: ['coins', 'piggy-bank', 'vault', 'bank', 'hand-coins'],
    unless: /\b(?:banking|finance|financial|loans?|lending|savings|mortgages?|money|invest\w*|payments?)\b/i,
  },
  // A soap maker's goat milk and tallow are what the soap is made of: no cheese wedge or cow.
  {
    phrase: /\b(?:soaps?|soapmak\w*|cosmetic\w*|skin ?care|candles?|balms?)\b/i,
    icons: ['cheese', 'cow', 'fork-knife', 'chef-hat'],
    unless: /\b(?:cheese\w*|dairy|farm shops?|deli\w*|restaurants?|caf[eé]s?|kitchens?)\b/i,
  },
  // A genealogist's DNA is a test kit's result, her research the archives': no microscope or laboratory glass.
  {
    phrase: /\b(?:genealog\w*|ancestr\w*|family histor\w*|family trees?)\b/i,
    icons: ['microscope', 'flask', 'test-tube', 'atom'],
    unless: /\b(?:labs?|laborator\w*|scientists?|clinical|biolog\w*)\b/i,
  },
  // "Designer gowns" are a label's, not a graphic designer's pen nib and curves.
  {
    phrase:
      /\bdesigner (?:gowns?|dress\w*|clothes|clothing|labels?|brands?|bags?|handbags?|fashion|wear|furniture|eyewear|glasses|frames|shoes)\b/i,
    icons: ['pen-nib', 'bezier-curve', 'compass-tool'],
    unless: /\b(?:graphic\w*|branding|typograph\w*|web design\w*|design (?:studio|agency|consultancy)|illustrat\w*)\b/i,
  },
  // "Patient driving lessons" are unhurried: a lone "patient" is no hospital's unless the trade is care.
  {
    phrase: /\bpatient\b/i,
    icons: ['heartbeat', 'first-aid', 'first-aid-kit', 'stethoscope', 'hospital', 'pill', 'syringe', 'bandaids'],
    unless:
      /\b(?:patients|clinics?|medic\w*|health\w*|hospitals?|doctors?|nurs\w*|care|therap\w*|physio\w*|dental|dentists?|vets?|veterinar\w*|surger(?:y|ies)|pharmac\w*|injur\w*|rehab\w*|hospice\w*|counsel\w*)\b/i,
  },
  // "Running weekend classes" organises them: no runner, running shoe or winner's cup unless the trade is running.
  {
    phrase:
      /\brunning\s+(?:[\w-]+\s+){0,2}(?:classes|courses|workshops|sessions|events|tours|trips|camps|retreats|shops?|stores?|cafés?|cafes?|kitchens?)\b/i,
    icons: ['person-simple-run', 'sneaker-move', 'sneaker', 'trophy', 'medal', 'flag-checkered'],
    unless: /\b(?:runners?|marathons?|races?|racing|jog\w*|athlet\w*|sprint\w*|trainers|sneakers|5k|10k|parkrun)\b/i,
  },
  // Oysters and mussels are farmed in the water: no plant, barn, grain or tractor for a shellfish or fish farm.
  {
    phrase: /\b(?:oysters?|mussels?|shellfish|clams?|scallops?|fish|salmon|trout|seaweed|prawns?|shrimps?)\s+farm(?:s|ing|ed|ers?)?\b/i,
    icons: ['plant', 'farm', 'grains', 'barn', 'tractor', 'leaf', 'potted-plant', 'plant-flower', 'seedling'],
    unless: /\b(?:crops?|fields?|cattle|cows?|pigs?|sheep|vegetables?|orchards?|livestock|harvest\w*)\b/i,
  },
  // Ski, bike or boat hire lends equipment: the house and the key are a letting agent's.
  {
    phrase:
      /\b(?:skis?|snowboards?|boots?|bikes?|bicycles?|e-bikes?|boats?|kayaks?|canoes?|cars?|vans?|tools?|equipment|surfboards?|paddleboards?)\s+(?:(?:and|&)\s+[\w-]+\s+)?(?:hire|rentals?)\b/i,
    icons: ['house', 'house-line', 'house-simple', 'key', 'building', 'building-apartment'],
    unless:
      /\b(?:propert\w*|apartments?|flats?|cottages?|holiday homes?|lettings?|landlords?|tenants?|villas?|chalets?|cabins?|lodges?)\b/i,
  },
  // League, quiz or open-mic nights are evenings out: no moon and stars unless the night sky is the trade.
  {
    phrase: /\b(?:league|quiz|open[- ]mic|comedy|games?|karaoke|date|curry|club|music|family|student|disco|bingo)\s+nights?\b/i,
    icons: ['moon', 'moon-stars', 'cloud-moon'],
    unless: /\b(?:night[- ]?sky|stars|astronom\w*|sleep\w*|observator\w*|stargaz\w*)\b/i,
  },
  // A pipe organ is an instrument: no plumber's pipe or wrench, and no prayer or cross for the churches it plays in.
  {
    phrase: /\b(?:pipe\s+)?organs?\b(?!\s+(?:donor|donation|transplant))/i,
    icons: ['pipe', 'pipe-wrench', 'line-vertical', 'hands-praying', 'cross', 'church', 'plug'],
    unless: /\b(?:plumb\w*|heating|drains?|transplants?|donors?|surger\w*|medical)\b/i,
  },
  // A potter's wheel turns clay: no steering wheel or tyre where the brief is about pottery.
  {
    phrase:
      /\b(?:pottery|potters?|ceramic\w*|clay|stoneware)\b[\s\S]*\bwheel|\bwheel\b[\s\S]*\b(?:pottery|potters?|ceramic\w*|clay|stoneware)\b/i,
    icons: ['steering-wheel', 'tire', 'car', 'car-profile', 'car-simple'],
    unless: /\b(?:cars?|auto\w*|tyres?|tires?|garages?|driv\w+|vehicles?|mechanics?)\b/i,
  },
  // A heartbeat trace is the heart: an ear, eye, tooth, foot or physiotherapy clinic is not cardiology.
  {
    phrase:
      /\b(?:audiolog\w*|hearing|tinnitus|opticians?|optometr\w*|ophthalm\w*|eyes?|dental|dentists?|orthodont\w*|podiatr\w*|chiropod\w*|dermatolog\w*|physio\w*|osteopath\w*|chiropract\w*|sports? injur\w*|rehabilitation)\b/i,
    icons: ['heartbeat'],
    unless: /\b(?:hearts?|cardi\w*|pulse|ecg|blood pressure)\b/i,
  },
  // A picture framer frames pictures: no camera unless the business also takes them.
  {
    phrase: /\b(?:picture[- ]?fram\w*|fram(?:er|ers|ing)|frame[- ]?makers?)\b/i,
    icons: ['camera', 'aperture', 'camera-rotate'],
    unless: /\b(?:photograph\w*|photo ?shoots?|portrait sessions?|weddings? photo\w*)\b/i,
  },
  // A kitesurfing, driving or dance school gives lessons: no mortarboard, pupil or blackboard unless it teaches pupils.
  {
    phrase:
      /\b(?:kite\w*|surf\w*|windsurf\w*|driving|danc\w*|swim\w*|ski\w*|snowboard\w*|sail\w*|riding|equestrian|cookery|cooking|climb\w*|div(?:e|ing)|scuba|flying|flight|martial|karate|judo|boxing|golf|tennis|music|guitar|piano|singing|drama|pottery|circus)\s+(?:[\w-]+\s+)?(?:schools?|academ(?:y|ies)|lessons?|classes)\b/i,
    icons: ['graduation-cap', 'student', 'chalkboard-teacher', 'chalkboard', 'exam', 'book-open-text'],
    unless:
      /\b(?:universit\w*|colleges?|tutor\w*|exams?|degrees?|academic\w*|pupils?|homework|curriculum|gcses?|a-levels?|maths|literacy)\b/i,
  },
  // Tours of the place itself (a stargazing tour, a brewery tour, a guided walk) go nowhere: no suitcase, plane, globe
  // or folded map unless the business is travel.
  {
    phrase:
      /\b(?:stargaz\w*|night[- ]sky|observator\w*|walking|ghost|brewery|distillery|winery|vineyard|factory|garden|museum|guided|studio|farm|castle|city|food|birdwatching|birding|wildlife|nature)\s+(?:[\w-]+\s+)?tours?\b/i,
    icons: [
      'suitcase',
      'suitcase-rolling',
      'suitcase-simple',
      'airplane',
      'airplane-tilt',
      'airplane-takeoff',
      'globe',
      'globe-simple',
      'globe-hemisphere-west',
      'globe-hemisphere-east',
      'map-trifold',
    ],
    unless: /\b(?:travel\w*|holidays?|abroad|overseas|flights?|countries|worldwide|international|cruises?|safaris?|trips? abroad)\b/i,
  },
  // Cider, juice and oil are pressed: no newspaper unless the business prints or publishes.
  {
    phrase:
      /\b(?:pressed|pressing)\b|\b(?:cider|juices?|olives?|oils?|grapes?|wines?|apples?|flowers?|trousers|garments?)\s+press(?:es)?\b/i,
    icons: ['newspaper', 'newspaper-clipping', 'article'],
    unless: /\b(?:news\w*|magazines?|journalis\w*|editorial|media|publish\w*|print\w*|letterpress)\b/i,
  },
  // A glassblower's or potter's vessels hold things: no boat, anchor or lighthouse unless the trade is on the water.
  {
    phrase: /\b(?:glass\w*|ceramic\w*|potter(?:y|s)?|clay|stoneware|porcelain|copper|pewter|silver\w*|wooden|turned)\b[\s\S]*\bvessels?\b/i,
    icons: ['boat', 'sailboat', 'anchor', 'anchor-simple', 'lifebuoy', 'lighthouse'],
    unless: /\b(?:boats?|ships?|ferr(?:y|ies)|sail\w*|harbou?rs?|marin[ae]\w*|maritime|nautical|cruises?|fishing|yachts?|crews?)\b/i,
  },
  // A studio or a café by the sea is on the shore: waves, not a boat, an anchor or a fish unless it sails or fishes.
  {
    phrase: /\b(?:by|beside|on|near)\s+the\s+(?:sea|coast|shore|beach)\b|\bseaside\b/i,
    icons: ['boat', 'sailboat', 'anchor', 'anchor-simple', 'fish', 'fish-simple', 'lifebuoy'],
    unless:
      /\b(?:boats?|ships?|ferr(?:y|ies)|sail\w*|harbou?rs?|marin[ae]\w*|maritime|nautical|cruises?|fish\w*|seafood|yachts?|anchors?)\b/i,
  },
  // Lessons for babies are swimming, not pushing a pram: no pram unless the trade sells or minds them.
  {
    phrase: /\b(?:babies|baby|toddlers?|infants?)\b/i,
    icons: ['baby-carriage'],
    unless:
      /\b(?:prams?|pushchairs?|strollers?|buggies|nurser(?:y|ies)|childcare|nann(?:y|ies)|baby (?:shop|goods|clothes|store|boutique))\b/i,
  },
  // A forge's hardware is forged: no spanner, screwdriver or toolbox unless it also repairs machines or pipes.
  {
    phrase: /\b(?:blacksmith\w*|forge[ds]?|forging|smithy|ironwork\w*|metalsmith\w*)\b/i,
    icons: ['wrench', 'pipe-wrench', 'screwdriver', 'toolbox'],
    unless: /\b(?:mechanic\w*|plumb\w*|garages?|handym[ae]n|machines?|engines?|vehicles?|cars?)\b/i,
  },
  // Water reed is a thatching reed: no drop, waves or plumber's wrench unless the trade is water.
  {
    phrase: /\bwater[- ]reeds?\b/i,
    icons: ['drop', 'drop-simple', 'waves', 'pipe-wrench'],
    unless: /\b(?:plumb\w*|pools?|swim\w*|boats?|rivers?|sea|marine|aquari\w*)\b/i,
  },
  // A hot-air balloon is no party balloon and no aeroplane, though it flies.
  {
    phrase: /\bhot[- ]air\b|\bballoon(?:ing|ists?)?\s+(?:rides?|flights?|trips?|tours?)\b/i,
    icons: [
      'balloon',
      'airplane',
      'airplane-tilt',
      'airplane-in-flight',
      'airplane-takeoff',
      'airplane-landing',
      'airplane-taxiing',
      'paper-plane-tilt',
    ],
    unless: /\b(?:party|parties|birthdays?|airlines?|airports?|aviation|pilots? training)\b/i,
  },
  // A map of estates and towns is a map: no house or tower block unless the business sells or builds them.
  {
    phrase: /\b(?:maps?|map[- ]?mak\w*|cartograph\w*)\b/i,
    icons: ['house', 'house-line', 'house-simple', 'building-apartment', 'buildings', 'city', 'building-office'],
    unless:
      /\b(?:estate agents?|real estate|propert(?:y|ies) (?:sales|lettings?)|homes? for sale|lettings?|architect\w*|builders?|construction)\b/i,
  },
  // Hoof care, lawn care and car care are upkeep, not love: no heart unless the business cares for people.
  {
    phrase:
      /\b(?:hoof|hooves|lawn|car|skin|hair|foot|feet|nail|tree|garden|floor|boiler|shoe|leather|carpet|wood|roof|pool|vehicle|fleet|after)\s*-?\s*care\b/i,
    icons: ['heart', 'hand-heart', 'heart-straight'],
    unless:
      /\b(?:hospices?|compassion\w*|love\w*|charit\w*|kindness|dating|couples?|weddings?|patients|elderly|carers?|care homes?|nurs\w*|families|bereave\w*)\b/i,
  },
  // A hairdresser cuts and combs: the needle is the tailor's.
  {
    phrase: /\b(?:hair\w*|barber\w*|salons?|stylists?)\b/i,
    icons: ['needle'],
    unless: /\b(?:tailor\w*|sew\w*|seamstress\w*|alteration\w*|embroider\w*|tattoo\w*|upholster\w*)\b/i,
  },
  // Twenty-eighth review: a broom maker's hearth brushes sweep the hearth; they light no fire (three designers drew flames).
  {
    phrase: /\bhearth[- ]?brush\w*|\bbrooms?\b|\bbesoms?\b/i,
    icons: ['fire', 'fire-simple', 'flame'],
    unless: /\b(?:stoves?|fireplaces?|log ?burners?|wood ?burners?|chimney sweep\w*|firewood|kindling|fires?)\b/i,
  },
  // "Fish soup to take home" is bought to eat at home: no house unless the trade is homes.
  {
    phrase: /\b(?:take|takes|taking|took|bring|brings|carry|carries)\s+(?:[\w-]+\s+)?home\b/i,
    icons: ['house', 'house-line', 'house-simple'],
    unless:
      /\b(?:homes|houses?|housing|real estate|estate agents?|propert(?:y|ies)|builders?|roof\w*|removals?|movers?|renovat\w*|interiors?|mortgages?|security|locksmiths?)\b/i,
  },
];

/** The icons whose word the brief uses in another sense (see SENSE_ICONS, PHRASE_SENSES). */
export function senseDeniedIcons(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): string[] {
  // A Cyrillic or Greek name speaks of its picture in English too (Φάρος, the lighthouse, is of the coast).
  const text = [brief.brandName, ...glossNameWords(brief.brandName), brief.industry, brief.oneLiner, brief.tagline]
    .filter(Boolean)
    .join(' ');
  return [
    ...SENSE_ICONS.flatMap(({ icons, sense }) => (sense.test(text) ? [] : icons)),
    ...PHRASE_SENSES.flatMap(({ phrase, icons, unless }) => (phrase.test(text) && !unless.test(text) ? icons : [])),
  ];
}

/** How much a brief word counts by where the user wrote it: the one-liner names the business's object. */
const SOURCE_WEIGHT: Record<BriefWordSource, number> = { oneLiner: 3, name: 2, industry: 1.8, tagline: 1 };
const POS_FACTOR: Record<WordPos, number> = { noun: 1, verb: 0.5, adjective: 0.5, other: 0.4 };
/** Words that say what form the business takes, not what it is about: they weigh little. */
const FORMAT_WORDS = new Set([
  'software',
  'app',
  'platform',
  'tool',
  'online',
  'digital',
  'startup',
  'agency',
  'firm',
  'shop',
  'store',
  'product',
  'system',
  'network',
  'center',
  'centre',
  'house',
  'world',
  'quality',
  'professional',
  'team',
  'customer',
  'client',
]);

function weightOf(term: BriefTerm): number {
  let weight = SOURCE_WEIGHT[term.source] * (term.compound && !term.part ? 0.85 : POS_FACTOR[term.pos]);
  if (term.audience || term.extra) weight *= 0.35;
  if (term.setting) weight *= 0.5;
  // Halves of a compound weigh little, but a concept found inside a name word still reads as a rebus.
  if (term.part) weight *= term.source === 'name' ? 0.7 : 0.3;
  if (FORMAT_WORDS.has(term.word)) weight *= 0.4;
  // "garden design": the garden is the object, the design only the service.
  if (term.head) weight *= 0.3;
  return weight;
}

const TERMS_CACHE_LIMIT = 64;
const termsCache = new Map<string, BriefTerm[]>();

/**
 * The brief's lemmatised words, memoised: the ranking, the deal's audience filter and its name pictures all read
 * them, for every archetype of every candidate, and lemmatising is the costly step.
 */
function briefTermsOf(brief: Pick<Brief, 'brandName' | 'industry' | 'oneLiner' | 'tagline'>): BriefTerm[] {
  const key = JSON.stringify([brief.brandName, brief.industry, brief.oneLiner, brief.tagline ?? '']);
  const hit = termsCache.get(key);
  if (hit) return hit;
  const terms = extractBriefTerms(brief);
  if (termsCache.size >= TERMS_CACHE_LIMIT) termsCache.delete(termsCache.keys().next().value as string);
  termsCache.set(key, terms);
  return terms;
}

/** Endings that make a word of another word (fellowship, neighbourhood), never a second word closed up with it. */
const WORD_ENDINGS: ReadonlySet<string> = new Set(['ship', 'hood', 'ness', 'dom', 'ment', 'wise', 'ware', 'ling', 'less', 'ful']);

/**
 * Endings of English place names that are concept words alone: the mead of Kingsmead is a meadow, not honey wine (a
 * rowing club drew a honeycomb), the wick of Bramblewick a farmstead, not a candle's.
 */
const PLACE_ENDINGS: ReadonlySet<string> = new Set(['mead', 'wick', 'stead']);

/**
 * Whether what is left of a closed-up word beside a concept word is a word of its own (the north of Northwind, the
 * worth of Ravensworth after its linking s), so the name was made of two words and not a surname that happens to end
 * in one (the whit of Whitlock: no lock).
 */
function leavesAWord(rest: string): boolean {
  return isCommonWord(rest) || (/^s./.test(rest) && isCommonWord(rest.slice(1))) || (/.s$/.test(rest) && isCommonWord(rest.slice(0, -1)));
}

/** Concept words hidden in a closed-up name word ("Ledgerline" → "ledger", "Northwind" → "wind"). */
function nameParts(term: BriefTerm): BriefTerm[] {
  if (term.source !== 'name' || term.word.length < 7) return [];
  return CONCEPT_WORDS.filter(
    (w) =>
      w.length >= 4 &&
      w.length <= term.word.length - 3 &&
      /^\p{L}+$/u.test(w) &&
      ((term.word.startsWith(w) && leavesAWord(term.word.slice(w.length))) ||
        (term.word.endsWith(w) && !WORD_ENDINGS.has(w) && !PLACE_ENDINGS.has(w) && leavesAWord(term.word.slice(0, -w.length)))),
  ).map((word) => ({ ...term, word, part: true }));
}

/** The brief as weighted query words: the user's lemmas, then the curated industry seeds as generic evidence. */
function briefQueryTerms(brief: Brief): QueryTerm[] {
  const own = briefTermsOf(brief)
    .flatMap((term) => [term, ...nameParts(term)])
    .map((term) => ({
      word: term.word,
      weight: weightOf(term),
      specific: true,
      object:
        (term.source === 'oneLiner' || term.source === 'name') &&
        !term.audience &&
        !term.extra &&
        !term.part &&
        !term.head &&
        !FORMAT_WORDS.has(term.word),
      name: term.source === 'name',
    }));
  const seeds = expandIndustry(brief.industry).map((word, i) => ({ word, weight: Math.max(1 - 0.1 * i, 0.5), specific: false }));
  return [...own, ...seeds];
}

/** Figures of a person in a pose that are not named person-simple-* (a gymnast's spread arms). */
const POSE_ICONS: ReadonlySet<string> = new Set(['person-arms-spread']);

/** Generic tokens neither the brief's industry nor its own words ask for (the search denies icons carrying any of them). */
export function deniedGenericTokens(industry: string, terms: readonly QueryTerm[] = []): string[] {
  const wanted = new Set(expandIndustry(industry).flatMap((seed) => seed.split('-')));
  // An activity the user names (yoga, running, hiking) may be drawn as a figure in that pose; avatars stay out.
  const poses = terms.filter((t) => t.specific).flatMap((t) => conceptsForWord(t.word).flatMap((c) => c.icons));
  if (poses.some((name) => name.startsWith('person-simple-') || POSE_ICONS.has(name))) wanted.add('person');
  return GENERIC_ICON_TOKENS.filter((token) => !wanted.has(token));
}

/**
 * Pictograms that read as a protected emblem or a famous mark as drawn: a lone Greek cross is the Red Cross emblem
 * (Geneva Conventions) in the red many of the designers' palettes give it, whatever the trade (a first-aid kit carries
 * its cross on a box and stays); a washing machine drawn as a rounded square holding a disc and a corner dot is the
 * camera glyph of a photo-sharing app; the translate glyph (a Chinese character beside a Latin A) is a search
 * company's translation app.
 */
const EMBLEM_ICONS: readonly string[] = ['first-aid', 'washing-machine', 'translate'];

const RANK_CACHE_LIMIT = 128;
/**
 * How many ranked icons the brief keeps. Deep enough for a brand-name word's own picture, which ranks low beside the
 * business's objects by design (a wren for a children's clothes shop scores a tenth of the t-shirt) and is dealt as
 * an idea of its own (dealtIdeas): at 24 a brief with many garment words pushed the bird out of the list.
 */
const RANK_LIMIT = 64;
const rankCache = new Map<string, ConceptMatch[]>();

/** Icons ranked for the brief under the designer's deny-list (memoised: every archetype of every candidate asks). */
export function rankBriefIcons(ctx: MarkContext, forSilhouette = true): ConceptMatch[] {
  const brief = ctx.conceptBrief ?? ctx.brief;
  const { brandName, industry, oneLiner, tagline } = brief;
  const deny = ctx.dna.icons?.denyNames ?? [];
  const key = JSON.stringify([brandName, industry, oneLiner, tagline ?? '', deny, forSilhouette, ctx.icon ?? '']);
  const hit = rankCache.get(key);
  if (hit) return hit;
  const terms = briefQueryTerms(brief);
  const denyNames = [
    ...deny,
    ...EMBLEM_ICONS,
    ...deniedGenericTokens(industry, terms),
    ...toneDeniedIcons(brief),
    ...senseDeniedIcons(brief),
  ];
  const found = rankConceptIcons({ terms, denyNames, forSilhouette, limit: RANK_LIMIT });
  const ranked = ctx.icon ? withChosenIcon(ctx.icon, found) : found;
  if (rankCache.size >= RANK_CACHE_LIMIT) rankCache.delete(rankCache.keys().next().value as string);
  rankCache.set(key, ranked);
  return ranked;
}

/** The label an icon the user chose is recorded under: its id in words ("coffee-bean" → "coffee bean"). */
function chosenLabel(icon: string): string {
  return icon.replace(/-/g, ' ');
}

/**
 * The ranking with the user's icon first, scored above the best match so every module that reads the ranking (symbols,
 * gestures, fusions) takes it as the brief's own concept.
 */
function withChosenIcon(name: string, ranked: readonly ConceptMatch[]): ConceptMatch[] {
  const icon = getIcon(name);
  if (!icon) return [...ranked];
  const best = ranked[0]?.score ?? 1;
  const label = chosenLabel(name);
  return [{ ...icon, score: best + 1, label, words: [label] }, ...ranked.filter((m) => m.name !== name)];
}

/** At most this many of the 20 designers draw the same pictogram for one brief. */
export const MAX_DESIGNERS_PER_ICON = 3;
/** The brief's distinct pictogram ideas dealt among the designers: seven seats keep each at three designers. */
const DEAL_SIZE = 7;
/** An idea of the brief's own words down to this share of the best match still belongs to the brief. */
const DEAL_SHARE = 0.45;
/** How far down a brief of one strong idea reaches for its second. */
const THIN_DEAL_SHARE = 0.25;

/**
 * The order in which designers are dealt a brief's pictogram ideas: those who draw pictograms most often first, so
 * the best idea goes to three of them, the next to three others, and so on, and no idea is drawn by more than three.
 */
const DEAL_ORDER = [
  'terry-heckler',
  'chermayeff-geismar-haviv',
  'milton-glaser',
  'rob-janoff',
  'ivan-chermayeff',
  'saul-bass',
  'sagi-haviv',
  'lindon-leader',
  'paul-rand',
  'salvador-dali',
  'james-modarelli',
  'david-ogilvy',
  'alan-fletcher',
  'walter-landor',
  'paula-scher',
  'ruth-kedar',
  'carolyn-davidson',
  'frank-mason-robinson',
  'ed-benguiat',
  'massimo-vignelli',
];

/** Words of a brief field, lower case, for finding its own words (or their stems) among an icon's evidence. */
function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLocaleLowerCase('en')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
}

/** Words the brief uses only for whom the business serves (its "for …" phrases), never for what it is or does. */
export function audienceOnlyWords(brief: Brief): Set<string> {
  const terms = briefTermsOf(brief);
  const elsewhere = new Set(terms.filter((t) => !t.audience).map((t) => t.word));
  return new Set(terms.filter((t) => t.audience && !elsewhere.has(t.word)).map((t) => t.word));
}

/** True when a word of the name is the icon's own word, singular or plural ("acorns" names the acorn). */
function namesPicture(nameWords: ReadonlySet<string>, part: string): boolean {
  return part.length >= 3 && (nameWords.has(part) || nameWords.has(`${part}s`) || nameWords.has(`${part}es`));
}

/**
 * The picture a word of the name names outright (an acorn, a lighthouse, a key), else the lead picture of a name
 * noun's concept (Kestrel Cover: a kestrel drawn as a bird, Summit: mountains), among the ranked icons `eligible`
 * admits; never one a tag of the icon only shares with the name.
 */
function namePicture(ranked: readonly ConceptMatch[], brief: Brief, eligible: (m: ConceptMatch) => boolean): ConceptMatch | undefined {
  const nameWords = wordsOf(brief.brandName);
  // A concept closed up in a name word counts as the name's own (the fern of Ferncliff).
  const nouns = briefTermsOf(brief)
    .filter((t) => t.source === 'name' && t.pos === 'noun')
    .flatMap((t) => [t, ...nameParts(t)]);
  const leadOf = (word: string) =>
    ranked.find((m) => eligible(m) && conceptsForWord(word).some((c) => c.label === m.label && c.icons[0] === m.name));
  return (
    ranked.find((m) => eligible(m) && m.name.split('-').some((part) => namesPicture(nameWords, part))) ??
    nouns.map((t) => leadOf(t.word)).find((m) => m !== undefined)
  );
}

/**
 * The words of the name that are its own, not the trade's: a name word the trade also uses (the Books of Kite & Key
 * Books) is the trade's picture, not a pun, and so is one that names a trade of its own (the Gym of Ironwood Gym, the
 * Records of Nightjar Records).
 */
function ownNameWords(brief: Brief): string[] {
  const text = [brief.industry, brief.oneLiner, brief.tagline].filter(Boolean).join(' ');
  const trade = wordsOf(text);
  // A word naming another trade than the brief's is still a picture (the lantern of a bicycle workshop).
  const industries = new Set(matchIndustries(text));
  const namesTheTrade = (w: string) => {
    const named = matchIndustries(w);
    return named.length > 0 && (industries.size === 0 || named.some((entry) => industries.has(entry)));
  };
  return [...wordsOf(brief.brandName)].filter(
    (w) => !trade.has(w) && !trade.has(`${w}s`) && !trade.has(w.replace(/s$/, '')) && !namesTheTrade(w),
  );
}

/** The picture of the name's own words among `ranked` (namePicture), at any weight the brief gives it. */
function ownNamePicture(ranked: readonly ConceptMatch[], brief: Brief, eligible: (m: ConceptMatch) => boolean): ConceptMatch | undefined {
  const own = ownNameWords(brief);
  return own.length === 0 ? undefined : namePicture(ranked, { ...brief, brandName: own.join(' ') }, (m) => m.score > 0 && eligible(m));
}

/**
 * The name's own picture as a pun to fuse with the name (the key of Kite & Key, the anchor of Anchor Point), at any
 * weight in the brief: in the deal a name word weighs little beside the trade's words, but set into the name's own
 * letters it is the rebus the name offers. Undefined when no word of the name pictures anything.
 */
export function namePunOf(ctx: MarkContext): ConceptMatch | undefined {
  return ownNamePicture(rankBriefIcons(ctx, true), ctx.conceptBrief ?? ctx.brief, () => true);
}

/**
 * The name's own picture when it is the idea dealt to this designer's seat, the first seat dealt it past the designers
 * who fuse figures with the name (dealt first): a kestrel for Kestrel Roofing is the first idea a designer would try,
 * so the designer dealt it draws it in the mark itself, not only in the app icon. One seat only: the designers who
 * fuse the figure with the name may set the same picture in its letters (integrate/mark.ts), and no picture is drawn
 * by more than three. Where the picture is the trade's own first idea (the hands of Open Hands Food Bank), it is dealt
 * as any first idea.
 */
export function dealtNamePicture(ctx: MarkContext): string | undefined {
  if (!ctx.deal?.strict) return undefined;
  const pun = namePunOf(ctx)?.name;
  const ideas = dealtIdeas(ctx);
  const at = ideas.findIndex((m) => m.name === pun);
  if (!pun || at <= 0) return undefined;
  // The first seat dealt the picture past the designers dealt first (who may set it in the name's letters instead).
  const ahead = ctx.deal.ahead ?? 0;
  const seat = at + Math.ceil(Math.max(0, ahead - at) / ideas.length) * ideas.length;
  return ctx.deal.seat === seat && Math.floor(seat / ideas.length) < MAX_DESIGNERS_PER_ICON ? pun : undefined;
}

/** The context with the designer's deny-list set aside: what the brief offers all twenty designers alike. */
export function sharedAmongDesigners(ctx: MarkContext): MarkContext {
  return { ...ctx, dna: { ...ctx.dna, icons: ctx.dna.icons ? { ...ctx.dna.icons, denyNames: [] } : undefined } } as MarkContext;
}

/** Whether the designer never draws this icon (its deny-list). */
export function deniesIcon(ctx: Pick<MarkContext, 'dna'>, name: string): boolean {
  return (ctx.dna.icons?.denyNames ?? []).includes(name);
}

/** The first (best-ranked) icon of each picture family (icons/family.ts), in order. */
function onePerFamily(ranked: readonly ConceptMatch[]): ConceptMatch[] {
  const seen = new Set<string>();
  return ranked.filter((m) => {
    const family = iconFamily(m.name);
    if (seen.has(family)) return false;
    seen.add(family);
    return true;
  });
}

/**
 * The brief's pictogram ideas as dealt among designers, best first: the business's own objects down to DEAL_SHARE
 * of the best, with the brand name's own picture (a rebus waiting to happen) second when the name has one, however
 * little the rest of the brief speaks of it.
 */
export function dealtIdeas(ctx: MarkContext, forSilhouette = true): ConceptMatch[] {
  // One list for all twenty designers, so the seats deal it consistently: a designer's own deny-list decides only
  // whether it draws the idea of its seat (pickIcon), never the list (a list one idea shorter for one designer dealt
  // that designer the first idea a fourth time).
  const ranked = rankBriefIcons(sharedAmongDesigners(ctx), forSilhouette);
  const best = ranked[0]?.score ?? 0;
  const brief = ctx.conceptBrief ?? ctx.brief;
  const audience = audienceOnlyWords(brief);
  // Past the first, an idea needs a concept the brief's words name, not an icon that only shares a word with them
  // (savings "pots" are not a cooking pot), and a word of the business itself, not only of who it serves
  // ("forecasting for supermarket chains" is not a carrot).
  const ownIdeas = (share: number) =>
    ranked
      .filter((m) => m.words.length > 0 && m.score >= best * share)
      .filter((m, i) => i === 0 || (m.label !== m.name.replace(/-/g, ' ') && m.words.some((word) => !audience.has(word))));
  // A brief of one strong idea (a pottery's vase) reaches further down for a second (its coast's waves), so the one
  // picture is not drawn by more designers than any picture may be.
  const strong = ownIdeas(DEAL_SHARE);
  const own = strong.length >= 2 ? strong : ownIdeas(THIN_DEAL_SHARE).slice(0, 2);
  const nameIdea = ownNamePicture(ranked, brief, (m) => !own.slice(0, 1).includes(m));
  const ideas = nameIdea ? [...own.slice(0, 1), nameIdea, ...own.slice(1).filter((m) => m !== nameIdea)] : own;
  // Variants of one picture are one idea (a fire, a flame and a campfire went to eleven designers of a hot sauce
  // maker, three each): the best-ranked of a family stands for it, and the seats past its three go without a picture.
  return onePerFamily(ideas).slice(0, DEAL_SIZE);
}

/**
 * A designer's seat in the deal of one brief's ideas: the designers in `ahead` first, in that order, then the others in
 * DEAL_ORDER; walked on by the variant. Undefined for an id outside the 20.
 */
export function dealSeatOf(designerId: string, variant: number, ahead: readonly string[] = []): number | undefined {
  const order = [...ahead.filter((id) => DEAL_ORDER.includes(id)), ...DEAL_ORDER.filter((id) => !ahead.includes(id))];
  const at = order.indexOf(designerId);
  return at < 0 ? undefined : (at + Math.max(0, Math.floor(variant))) % order.length;
}

/**
 * The icon for a mark. The brief's ideas are dealt among the designers (dealtIdeas, DEAL_ORDER): each designer draws
 * the idea of its seat, so one brief gets several pictures instead of one stock icon drawn by half the designers. A
 * designer whose seat goes round past the ideas a thin brief has draws none (the module gives way to the designer's
 * lettering), even when it is the only idea there is (ten designers drew one kite school's wind). `index` asks for a
 * second, different idea (fusions, dual emblems); deny-lists apply throughout.
 */
export function pickIcon(ctx: MarkContext, path: string, options: PickIconOptions = {}): IconMatch {
  // Ranked without the exclusions, so the brief's own concept still decides which rivals drop out.
  const excluded = new Set(options.exclude ?? []);
  // The user's icon is the first choice of every mark; a second, different icon is still the brief's.
  const chosen = ctx.icon && (options.index ?? 0) === 0 && !excluded.has(ctx.icon) ? getIcon(ctx.icon) : undefined;
  if (chosen) return chosen;
  const pun = ctx.pun && (options.index ?? 0) === 0 && !excluded.has(ctx.pun) ? getIcon(ctx.pun) : undefined;
  if (pun) return pun;
  const index = options.index ?? 0;
  const ideas = ctx.deal ? dealtIdeas(ctx, options.forSilhouette ?? true).filter((m) => !excluded.has(m.name)) : [];
  if (ctx.deal && ideas.length > 0) {
    const { seat, strict } = ctx.deal;
    if (strict && Math.floor(seat / ideas.length) >= MAX_DESIGNERS_PER_ICON) {
      throw new Error(`the brief's ${ideas.length} pictogram ideas are taken by other designers`);
    }
    const dealt = ideas[(seat + index) % ideas.length] as IconMatch;
    if (!deniesIcon(ctx, dealt.name)) return dealt;
    if (strict) throw new Error(`the idea dealt to this designer (${dealt.name}) is on its deny-list`);
    const next = ideas.find((m) => !deniesIcon(ctx, m.name));
    if (next) return next;
  }
  const ranked = rankBriefIcons(ctx, options.forSilhouette ?? true);
  const remaining = ranked.filter((m) => !excluded.has(m.name));
  const own = remaining.filter((m) => m.words.length > 0);
  const list = own.length > 0 ? own : remaining;
  const skipped = relevantPool(list, index, 3);
  // Skipping past the nearest rival for a different idea (beer and grains → an anchor for "by the docks") must not
  // reach into leftovers (a caret for "double-fried") or past the end: then the best that remains is taken.
  const floor = (ranked[0]?.score ?? 0) * LEFTOVER_SHARE;
  const pool = index > 0 && !skipped.some((m) => m.score >= floor) ? relevantPool(list, 0, 3) : skipped;
  if (pool.length > 0) return chooseOption(ctx, `icon:${path}`, pool);
  const denyNames = [...(ctx.dna.icons?.denyNames ?? []), ...(options.exclude ?? [])];
  const fallback = FALLBACK_ICONS.map((name) => getIcon(name)).find(
    (icon): icon is IconMatch => Boolean(icon) && !denyNames.includes(icon!.name),
  );
  if (!fallback) throw new Error('No icon available');
  return fallback;
}

/**
 * The mark with its concept recorded (shared contract `Mark.concept`): the concept label, the icons it draws and the
 * brief words that chose them. Marks without icons, or already carrying a concept, are returned unchanged.
 */
export function withConcept(ctx: MarkContext, mark: Mark): Mark {
  const icons = mark.features?.icons ?? [];
  if (mark.concept || icons.length === 0) return mark;
  const ranked = rankBriefIcons(ctx);
  const found = icons.map((name) => ranked.find((m) => m.name === name));
  const label = found.find(Boolean)?.label ?? icons[0]!.replace(/-/g, ' ');
  // A chosen icon came from the user, not from words of the brief.
  const words = [...new Set(found.flatMap((m) => (m && m.name !== ctx.icon ? m.words : [])))];
  return { ...mark, concept: { label, icons: [...icons], words } };
}

/**
 * The icon's fill outline as a clean region: details smaller than `minArea` (specks, thin
 * counters) are dropped so the figure survives at favicon size (designer-dna.md §1 simplify).
 */
export function iconRegion(icon: IconMatch, minArea = 0): Region {
  const region = regionUnion(regionFromPath(icon.d, 0.25));
  return region.filter((ring) => Math.abs(ringSignedArea(ring)) >= minArea);
}

/** The icon's region scaled so its 256-unit design box becomes `size`, centred on `center`. */
function placeIcon(icon: IconMatch, center: { x: number; y: number }, size: number, minFeatureUnits = 0): Region {
  const scale = size / 256;
  // Details smaller than the minimum feature (in output units) are dropped before scaling.
  const minArea = (minFeatureUnits / scale) ** 2 * 0.5;
  return ringsTransform(iconRegion(icon, minArea), [scale, 0, 0, scale, center.x - 128 * scale, center.y - 128 * scale]);
}

/** Icon region fitted by its ink box (not Phosphor's padded 256 box) into a square of `size`. */
export function placeIconTight(icon: IconMatch, center: { x: number; y: number }, size: number, minFeatureUnits = 0): Region {
  const loose = placeIcon(icon, { x: 0, y: 0 }, 256, minFeatureUnits * (256 / size));
  const box = boxOfRings(loose);
  const scale = size / Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return ringsTransform(loose, [scale, 0, 0, scale, center.x - cx * scale, center.y - cy * scale]);
}
