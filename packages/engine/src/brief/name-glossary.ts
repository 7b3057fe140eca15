/**
 * Common nouns that Cyrillic and Greek brand names are made of, in English: a name that is a word ("Ласточка", the
 * swallow; "Φάρος", the lighthouse) is read for its picture like an English one. The lemmatiser reads Latin only, and
 * folds these letters to Latin look-alikes, so the name is looked up here as written. Nominative singular forms, each
 * an English word the concept table knows (`name-glossary.test.ts` holds every entry to that).
 */

/** Russian, Ukrainian and Bulgarian nouns (ё written е). */
const CYRILLIC: Readonly<Record<string, string>> = {
  ласточка: 'swallow',
  сорока: 'magpie',
  сокол: 'falcon',
  орел: 'eagle',
  сова: 'owl',
  голубь: 'dove',
  чайка: 'gull',
  лебедь: 'swan',
  воробей: 'sparrow',
  ворон: 'raven',
  соловей: 'nightingale',
  снегирь: 'bullfinch',
  аист: 'stork',
  птица: 'bird',
  заяц: 'hare',
  кот: 'cat',
  кошка: 'cat',
  собака: 'dog',
  конь: 'horse',
  лошадь: 'horse',
  рыба: 'fish',
  пчела: 'bee',
  бабочка: 'butterfly',
  солнце: 'sun',
  луна: 'moon',
  заря: 'dawn',
  рассвет: 'dawn',
  маяк: 'lighthouse',
  якорь: 'anchor',
  парус: 'sail',
  волна: 'wave',
  река: 'river',
  море: 'sea',
  гора: 'mountain',
  лес: 'forest',
  дуб: 'oak',
  береза: 'birch',
  сосна: 'pine',
  ель: 'pine',
  роза: 'rose',
  цветок: 'flower',
  хлеб: 'bread',
  мед: 'honey',
  чай: 'tea',
  кофе: 'coffee',
  ключ: 'key',
  дом: 'house',
  перо: 'feather',
  свеча: 'candle',
  огонь: 'flame',
  пламя: 'flame',
  капля: 'drop',
  мост: 'bridge',
  корабль: 'ship',
  лодка: 'boat',
  сад: 'garden',
  колос: 'wheat',
  зерно: 'grain',
  вино: 'wine',
  сыр: 'cheese',
  облако: 'cloud',
  ветер: 'wind',
  кузница: 'forge',
  олива: 'olive',
};

/** Greek nouns, written without accents and with a medial sigma (φάρος → φαροσ). */
const GREEK: Readonly<Record<string, string>> = {
  φαροσ: 'lighthouse',
  ηλιοσ: 'sun',
  φεγγαρι: 'moon',
  σεληνη: 'moon',
  θαλασσα: 'sea',
  κυμα: 'wave',
  βουνο: 'mountain',
  δεντρο: 'tree',
  ελια: 'olive',
  μελι: 'honey',
  ψωμι: 'bread',
  ψαρι: 'fish',
  πουλι: 'bird',
  αετοσ: 'eagle',
  κουκουβαγια: 'owl',
  γλαυκα: 'owl',
  περιστερι: 'dove',
  χελιδονι: 'swallow',
  αλογο: 'horse',
  γατα: 'cat',
  σκυλοσ: 'dog',
  μελισσα: 'bee',
  πεταλουδα: 'butterfly',
  ροδο: 'rose',
  τριανταφυλλο: 'rose',
  λουλουδι: 'flower',
  κλειδι: 'key',
  σπιτι: 'house',
  φωτια: 'flame',
  φλογα: 'flame',
  σταγονα: 'drop',
  γεφυρα: 'bridge',
  καραβι: 'ship',
  πλοιο: 'ship',
  βαρκα: 'boat',
  αγκυρα: 'anchor',
  πανι: 'sail',
  κηποσ: 'garden',
  αυγη: 'dawn',
  σταχυ: 'wheat',
  κρασι: 'wine',
  καφεσ: 'coffee',
  τσαι: 'tea',
  νερο: 'water',
  συννεφο: 'cloud',
  ανεμοσ: 'wind',
  ποταμοσ: 'river',
  δασοσ: 'forest',
  φτερο: 'feather',
  κερι: 'candle',
};

/** The lookup form of a word: lower case, accents and diaeresis dropped, final sigma as medial, ё as е. */
function lookupForm(word: string): string {
  return word.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ').replace(/ё/g, 'е');
}

/** Every entry, for tests: the written word and its English. */
export const NAME_GLOSSARY: ReadonlyArray<readonly [string, string]> = [...Object.entries(CYRILLIC), ...Object.entries(GREEK)];

/**
 * The entries under their lookup form, so a written word and an entry meet however the accents fall: the entries go
 * through the same folding as the words (Й loses its breve to NFD as й does, so "воробей" is found).
 */
const BY_LOOKUP_FORM: ReadonlyMap<string, string> = new Map(NAME_GLOSSARY.map(([word, english]) => [lookupForm(word), english]));

/** The English of each Cyrillic or Greek word of `text` the glossary knows, in order ("Сорока" → ["magpie"]). */
export function glossNameWords(text: string): string[] {
  return text
    .split(/[^\p{L}]+/u)
    .filter((word) => /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word))
    .map((word) => BY_LOOKUP_FORM.get(lookupForm(word)))
    .filter((english): english is string => english !== undefined);
}
