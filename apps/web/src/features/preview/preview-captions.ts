/** One line under the stage saying what the shown lockup is and where it is used. */
import type { LockupRole } from './lockup-urls';
import type { Arrangement } from './same-arrangement';

const USES: Record<LockupRole, string> = {
  primary: 'Primary: the lockup to use first.',
  monochrome: 'Monochrome: one ink, for stamps, engraving, embroidery and one-colour print.',
  horizontal: 'Horizontal: mark beside the name, for headers, signs and other wide spaces.',
  stacked: 'Stacked: mark above the name, for square and narrow spaces.',
  icon: 'App icon and favicon: the mark on its own ground, large and at real size.',
  reversed: 'Reversed: the primary for dark and photographic grounds, as the kit ships it.',
};

const ARRANGEMENT_USES: Record<Arrangement, string> = {
  horizontal: 'for headers, signs and other wide spaces',
  stacked: 'for square and narrow spaces',
};

/**
 * The caption; on a primary that is also an arrangement, it says so, since that lockup has no tab of its own. With
 * `drawn` (how the design record says the lockup sets the mark and the name), a horizontal or stacked lockup's caption
 * says that rather than what such a lockup usually holds: a stacked lockup may be the name alone.
 */
export function describeLockup(role: LockupRole, arrangement: Arrangement | null, drawn?: string): string {
  if (role === 'primary' && arrangement) {
    return `Primary: the lockup to use first. It is also the ${arrangement} lockup, ${ARRANGEMENT_USES[arrangement]}; the kit ships the drawing under both names.`;
  }
  if ((role === 'horizontal' || role === 'stacked') && drawn) {
    return `${role === 'horizontal' ? 'Horizontal' : 'Stacked'}: ${drawn}, ${ARRANGEMENT_USES[role]}.`;
  }
  return USES[role];
}
