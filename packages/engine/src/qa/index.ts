/** Quality checks run on every design before it is returned. */
export { contrastRatio, relativeLuminance } from '../color/wcag-contrast';
export {
  checkCleanSvg,
  checkComplexity,
  checkContrast,
  checkInkCount,
  MAX_MARK_COMMANDS,
  MAX_MARK_LAYERS,
  runCoreChecks,
} from './core-checks';
export { checkNameSpelled, expectedCharacters, findSpellingError, markSpellsName } from './name-check';
