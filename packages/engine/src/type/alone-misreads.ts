/**
 * Capitals a face draws as another sign outright when seen alone: Yellowtail's F is a crossed 7 (Ferro Lifts' script
 * initial and app icon, thirty-first review). In a name the letters around it tell it apart; alone nothing does.
 */
const ALONE_MISREADS: Readonly<Record<string, string>> = { Yellowtail: 'F' };

/** Whether the capital `char` set alone in `family` reads as another sign. */
export function misreadsAlone(family: string, char: string): boolean {
  return ALONE_MISREADS[family]?.includes(char.toLocaleUpperCase()) ?? false;
}
