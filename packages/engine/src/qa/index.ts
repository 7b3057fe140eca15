/** Quality checks run on every design before it is returned. */
export { contrastRatio } from '../color/wcag-contrast';
