/** The team overview (being built). */
export function TeamOverview() {
  return null;
}
