/** Joins class names, skipping falsy ones (conditional Tailwind classes without a dependency). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
