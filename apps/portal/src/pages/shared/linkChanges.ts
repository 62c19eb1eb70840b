/** The vehicles to link and to unlink to go from `current` to `selected`. */
export function linkChanges(
  current: ReadonlySet<number>,
  selected: ReadonlySet<number>,
): { link: number[]; unlink: number[] } {
  return {
    link: [...selected].filter((id) => !current.has(id)),
    unlink: [...current].filter((id) => !selected.has(id)),
  };
}
